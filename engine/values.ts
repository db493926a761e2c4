import type { JsonValue } from './plugin.js';

const hasOwn = Object.prototype.hasOwnProperty;

/** A plain object as JSON produces it (not an array, not null). */
export function isObject(value: JsonValue): value is Record<string, JsonValue> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One step of a lookup. Only own properties are read, so `__proto__`, `constructor` and other
 * inherited names are missing; array indices must be in range.
 */
export function getOwn(container: JsonValue, key: string | number): JsonValue {
  if (container === null || typeof container !== 'object') return undefined;
  if (Array.isArray(container)) {
    const index = typeof key === 'number' ? key : toIndex(key);
    return index >= 0 && index < container.length ? container[index] : undefined;
  }
  const name = typeof key === 'number' ? String(key) : key;
  return hasOwn.call(container, name) ? (container as Record<string, JsonValue>)[name] : undefined;
}

const MAX_INDEX = 2147483647;

/** A path segment as an array index, or -1. */
export function toIndex(key: string): number {
  if (key.length === 0 || key.length > 10) return -1;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (c < 48 || c > 57) return -1;
  }
  const n = Number(key);
  return n <= MAX_INDEX ? n : -1;
}

/**
 * Truthiness as templates see it: missing, null, false, 0, NaN, "" and empty arrays and objects
 * are false; everything else is true.
 */
export function isTruthy(value: JsonValue): boolean {
  switch (typeof value) {
    case 'string':
      return value.length > 0;
    case 'number':
      return value !== 0 && !Number.isNaN(value);
    case 'boolean':
      return value;
    case 'object':
      if (value === null) return false;
      if (Array.isArray(value)) return value.length > 0;
      for (const key in value) if (hasOwn.call(value, key)) return true;
      return false;
    case 'bigint':
      return value !== 0n;
    default:
      return false;
  }
}

/**
 * The text of a scalar: strings, numbers and booleans as they print; null, missing, arrays and
 * objects as the empty string. String formatters and `{.eval}` print values this way.
 */
export function scalarText(value: JsonValue): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return numberText(value);
    case 'boolean':
      return value ? 'true' : 'false';
    default:
      return '';
  }
}

/** How a value prints in `{var}`: objects print nothing, arrays their elements joined by commas. */
export function toText(value: JsonValue): string {
  if (typeof value === 'object' && value !== null) return Array.isArray(value) ? value.map((v) => elementText(v, 1)).join(',') : '';
  return typeof value === 'bigint' ? value.toString() : scalarText(value);
}

/** Arrays nested deeper than this print nothing more (JSON can nest deeper than the stack). */
const MAX_ARRAY_DEPTH = 100;

function elementText(value: JsonValue, depth: number): string {
  if (value === undefined) return '';
  if (value === null) return 'null';
  if (Array.isArray(value)) return depth >= MAX_ARRAY_DEPTH ? '' : value.map((v) => elementText(v, depth + 1)).join(',');
  if (typeof value === 'object') return '[object Object]';
  return toText(value);
}

const fractionText = new Map<number, string>();

/** Numbers print as JavaScript prints them, except that -0 prints as 0. */
export function numberText(n: number): string {
  if (Number.isInteger(n)) return n === 0 ? '0' : String(n);
  // Printing a fraction is costly and prices repeat, so recent ones are kept.
  let text = fractionText.get(n);
  if (text === undefined) {
    text = String(n);
    if (fractionText.size >= 4096) fractionText.clear();
    fractionText.set(n, text);
  }
  return text;
}

/** Converts a value to a number the way comparisons and numeric formatters do; NaN if it is none. */
export function toNumber(value: JsonValue): number {
  switch (typeof value) {
    case 'number':
      return value;
    case 'boolean':
      return value ? 1 : 0;
    case 'string': {
      const s = value.trim();
      if (s === '') return NaN;
      if (/^[-+]?0[xX][0-9a-fA-F]+$/.test(s)) {
        const neg = s[0] === '-';
        const n = parseInt(s.replace(/^[-+]/, ''), 16);
        return neg ? -n : n;
      }
      return Number(s);
    }
    default:
      return NaN;
  }
}
