import { joinDateTime } from './date-time-glue.js';
import { dateFormat } from './intl-cache.js';
import { dateText } from './intl-spaces.js';
import { splitOption } from './number-options.js';
import { hasDateFields, hasTimeFields, skeletonOptions } from './skeleton.js';

const DAY_MS = 86_400_000;

/** The interval formatter's skeleton: a bare argument or `skeleton:…`; undefined for the default. */
export function intervalSkeleton(args: readonly string[]): string | undefined {
  let skeleton: string | undefined;
  for (const arg of args) {
    const [name, value] = splitOption(arg);
    if (value === '' && !['context', 'skeleton', 'date', 'time', ''].includes(name)) skeleton = name;
    else if (name === 'skeleton' && value !== '') skeleton = value;
  }
  return skeleton;
}

/**
 * Formats the range from `start` to `end`. Without a skeleton, dates on different days show
 * as dates and the same day as times. A skeleton naming only weekdays adds the time.
 */
export function formatInterval(start: number, end: number, skeleton: string | undefined, locale: string, timeZone: string): string {
  const sameDay = dateFormat('en-US', { timeZone, dateStyle: 'short' });
  const oneDay = Math.abs(end - start) < DAY_MS && sameDay.format(start) === sameDay.format(end);
  const options = skeletonOptions(skeleton ?? (oneDay ? 'hm' : 'yMMMd'));
  const flexible = options.dayPeriod !== undefined;
  const format = dateFormat(locale, { ...options, timeZone });
  if (hasDateFields(options) || hasTimeFields(options) || oneDay) return dateText(format.formatRangeToParts(start, end), flexible);
  // Only weekdays (or eras, zones): each end shows its time as well.
  const time = dateFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });
  const side = (ms: number): string => joinDateTime(locale, 'short', format.format(ms), dateText(time.formatToParts(ms)));
  return `${side(start)}\u2009–\u2009${side(end)}`;
}
