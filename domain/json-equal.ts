import type { JsonValue } from '../engine/plugin.js';
import { isObject } from '../engine/values.js';

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * Structural equality of JSON values with strict types (1 ≠ "1", 0 ≠ false); missing and null
 * count as the same nothing.
 */
export function jsonEqual(a: JsonValue, b: JsonValue): boolean {
  if (a === undefined || a === null) return b === undefined || b === null;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  }
  if (isObject(a)) {
    if (!isObject(b)) return false;
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) => hasOwn.call(b, key) && jsonEqual(a[key], b[key]));
  }
  return a === b;
}
