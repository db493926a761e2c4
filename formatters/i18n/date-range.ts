import { ErrorCode } from '../../engine/error-codes.js';
import type { JsonValue, RenderScope } from '../../engine/plugin.js';
import { toNumber } from '../../engine/values.js';
import { julianDay, julianDayError } from '../../domain/i18n/julian-day.js';

/**
 * A value as an epoch time for date math: undefined when it is no number, and also (with the
 * error reported) when its Julian day is outside 4713 BC – 8652 AD.
 */
export function epochTime(value: JsonValue, scope: RenderScope): number | undefined {
  const ms = toNumber(value);
  if (!Number.isFinite(ms)) return undefined;
  const problem = julianDayError(julianDay(ms));
  if (problem === undefined) return ms;
  scope.error(ErrorCode.FormatterFailed, problem);
  return undefined;
}
