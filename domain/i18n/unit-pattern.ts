import { UNIT_PATTERNS } from './unit-patterns/data.js';

const WIDTH_INDEX = { long: 0, short: 1, narrow: 2 } as const;
const FALLBACK = 'en';

/**
 * The CLDR pattern (`{0} arcminutes`) of a unit Intl cannot format, for the locale's language,
 * width and plural category. A language without the data gets an English symbol (the narrow
 * one when narrow is asked for, else the short one), never English words.
 */
export function unitPattern(unit: string, locale: string, width: keyof typeof WIDTH_INDEX, category: string): string | undefined {
  const language = locale.split(/[-_]/)[0]?.toLowerCase() ?? FALLBACK;
  const own = Object.hasOwn(UNIT_PATTERNS, language) ? UNIT_PATTERNS[language] : undefined;
  const table = own !== undefined && Object.hasOwn(own, unit) ? own : UNIT_PATTERNS[FALLBACK];
  const forms = table !== undefined && Object.hasOwn(table, unit) ? table[unit] : undefined;
  if (forms === undefined) return undefined;
  const chosen = forms[table === own || width === 'narrow' ? WIDTH_INDEX[width] : WIDTH_INDEX.short];
  if (chosen === undefined) return undefined;
  return (Object.hasOwn(chosen, category) ? chosen[category as Intl.LDMLPluralRule] : undefined) ?? chosen.other;
}
