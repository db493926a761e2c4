import { toNumber } from '../../engine/values.js';

/** A formatter argument as a whole number (fractions cut off), or undefined if it is none. */
export function integerArg(arg: string | undefined): number | undefined {
  if (arg === undefined) return undefined;
  const n = Math.trunc(toNumber(arg));
  return Number.isFinite(n) ? n : undefined;
}
