import { ErrorCode } from '../../engine/error-codes.js';
import type { FormatterDef } from '../../engine/plugin.js';
import { toNumber } from '../../engine/values.js';
import { strftime } from '../../domain/i18n/strftime.js';
import { zonedDate } from './zoned-date.js';

/** `{t|date %Y-%m-%d %H:%M %Z}`: an epoch time in the render's time zone, strftime-style. */
export const date: FormatterDef = {
  name: 'date',
  apply(value, args, scope) {
    if (args.length === 0) return '';
    if (value === undefined || value === null) scope.warn?.(ErrorCode.MissingDate, 'date prints nothing: the value is missing');
    const epochMs = toNumber(value);
    if (!Number.isFinite(epochMs)) return '';
    try {
      return strftime(zonedDate(epochMs, scope.timeZone), args.join(' '));
    } catch (err) {
      if (!(err instanceof RangeError)) throw err;
      scope.error(ErrorCode.FormatterFailed, err.message);
      return '';
    }
  },
};
