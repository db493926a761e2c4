import type { JsonValue } from './plugin.js';
import { getOwn } from './values.js';

export const DEFAULT_TIME_ZONE = 'America/New_York';

/** The site's time zone (`website.timeZone`), else America/New_York. */
export function defaultTimeZone(data: JsonValue): string {
  const zone = getOwn(getOwn(data, 'website'), 'timeZone');
  return typeof zone === 'string' && zone.length > 0 ? zone : DEFAULT_TIME_ZONE;
}
