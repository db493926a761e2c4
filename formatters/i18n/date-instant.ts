import type { JsonValue } from '../../engine/plugin.js';
import { toNumber } from '../../engine/values.js';

/**
 * The epoch milliseconds the Java reference reads from a value for `date`: numbers and numeric
 * text truncated to whole milliseconds, `true` as 1, and 0 for everything else (a missing
 * value, null, other text, objects), so that a missing date prints the epoch as Java does.
 */
export function dateInstant(value: JsonValue): number {
  const n = toNumber(value);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}
