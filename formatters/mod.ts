import type { FormatterDef } from '../engine/plugin.js';
import { ErrorCode } from '../engine/error-codes.js';
import { toNumber } from '../engine/values.js';
import { integerArg } from './util/number-arg.js';

const DEFAULT_DIVISOR = 2;

/**
 * The remainder (sign of the value, as `%`) by the whole-number argument, default 2. A value
 * that is not a number gives nothing rather than NaN.
 */
export const mod: FormatterDef = {
  name: 'mod',
  apply(value, args, scope) {
    let divisor = DEFAULT_DIVISOR;
    if (args[0] !== undefined) {
      const given = integerArg(args[0]);
      if (given === undefined || given === 0) {
        scope.error(ErrorCode.InvalidArguments, `mod: '${args[0]}' is not a non-zero whole number`);
      } else {
        divisor = given;
      }
    }
    const n = toNumber(value);
    return Number.isNaN(n) ? undefined : n % divisor;
  },
};
