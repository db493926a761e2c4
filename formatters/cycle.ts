import type { FormatterDef } from '../engine/plugin.js';
import { toNumber } from '../engine/values.js';

/** Picks argument n (1-based, wrapping around both ways) for the whole number n in the value. */
export const cycle: FormatterDef = {
  name: 'cycle',
  apply(value, args) {
    const n = toNumber(value);
    if (!Number.isInteger(n) || args.length === 0) return '';
    const index = (((n - 1) % args.length) + args.length) % args.length;
    return args[index];
  },
};
