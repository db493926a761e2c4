import type { FormatterDef } from '../engine/plugin.js';
import { toNumber } from '../engine/values.js';

/** Nearest whole number, halves towards +∞ (-1.5 → -1); nothing for a value that is not a number. */
export const round: FormatterDef = {
  name: 'round',
  apply(value) {
    const n = toNumber(value);
    return Number.isNaN(n) ? undefined : Math.round(n);
  },
};
