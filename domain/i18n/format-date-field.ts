import { dateFormat } from './intl-cache.js';
import { skeletonOptions } from './skeleton.js';

const PART_OF: Readonly<Record<string, Intl.DateTimeFormatPartTypes>> = {
  G: 'era', y: 'year', Y: 'year', u: 'year', M: 'month', L: 'month', d: 'day', E: 'weekday', c: 'weekday', e: 'weekday',
  a: 'dayPeriod', b: 'dayPeriod', B: 'dayPeriod', h: 'hour', H: 'hour', K: 'hour', k: 'hour', j: 'hour',
  m: 'minute', s: 'second', z: 'timeZoneName', v: 'timeZoneName', O: 'timeZoneName', Z: 'timeZoneName', X: 'timeZoneName', x: 'timeZoneName',
};

/**
 * One field of a date in the locale's words, named by a CLDR pattern field (`EEEE` → "Monday",
 * `MMM` → "Feb", `yyyy` → "2021", `a` → "PM"); undefined for a letter that is not a field.
 */
export function formatDateField(epochMs: number, field: string, locale: string, timeZone: string): string | undefined {
  const letter = field[0] ?? '';
  if (!/^([a-zA-Z])\1*$/.test(field) || !Object.hasOwn(PART_OF, letter)) return undefined;
  const part = PART_OF[letter];
  const options: Intl.DateTimeFormatOptions = letter === 'a' ? { hour: 'numeric', hour12: true } : skeletonOptions(field);
  const parts = dateFormat(locale, { ...options, timeZone }).formatToParts(epochMs);
  const text = parts.filter((p) => p.type === part).map((p) => p.value).join('');
  return part === 'year' && field.length > 2 ? text.padStart(field.length, '0') : text;
}
