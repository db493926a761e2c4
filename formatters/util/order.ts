import type { JsonValue } from '../../engine/plugin.js';
import { toNumber } from '../../engine/values.js';

/**
 * How `a` orders against `b` (negative, zero, positive), or undefined when they do not compare:
 * two strings compare by code unit; otherwise both must be numbers, booleans or numeric strings.
 */
export function compareValues(a: JsonValue, b: JsonValue): number | undefined {
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  const x = toNumber(a);
  const y = toNumber(b);
  if (Number.isNaN(x) || Number.isNaN(y)) return undefined;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Whether `a` and `b` compare and their order passes `accept`. */
export function ordered(a: JsonValue, b: JsonValue, accept: (order: number) => boolean): boolean {
  const order = compareValues(a, b);
  return order !== undefined && accept(order);
}
