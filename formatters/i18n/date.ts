import { ErrorCode } from '../../engine/error-codes.js';
import type { FormatterDef } from '../../engine/plugin.js';
import { strftime } from '../../domain/i18n/strftime.js';
import { dateInstant } from './date-instant.js';
import { zonedDate } from './zoned-date.js';

/** `{t|date %Y-%m-%d %H:%M %Z}`: an epoch time in the render's time zone, strftime-style; a value
 * that is not a time is the epoch (as in Java). No pattern: nothing. */
export const date: FormatterDef = {
  name: 'date',
  apply(value, args, scope) {
    if (args.length === 0) return '';
    if (value === undefined || value === null) scope.warn?.(ErrorCode.MissingDate, 'date of a missing value prints the epoch (1 January 1970, UTC), as the reference does');
    const epochMs = dateInstant(value);
    try {
      return strftime(zonedDate(epochMs, scope.timeZone), args.length === 1 ? (args[0] as string) : args.join(' '));
    } catch (err) {
      if (!(err instanceof RangeError)) throw err;
      scope.error(ErrorCode.FormatterFailed, err.message);
      return '';
    }
  },
};
