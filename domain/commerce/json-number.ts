import type { JsonValue } from '../../engine/plugin.js';

/**
 * A product field as a number the way product JSON is read: numbers as they are, numeric
 * strings ("1", "2.5") by their leading number, booleans as 1 or 0, anything else 0.
 */
export function fieldNumber(value: JsonValue): number {
  switch (typeof value) {
    case 'number':
      return value;
    case 'string': {
      const n = value.includes('.') ? parseFloat(value) : parseInt(value, 10);
      return Number.isNaN(n) ? 0 : n;
    }
    case 'boolean':
      return value ? 1 : 0;
    default:
      return 0;
  }
}

/**
 * A product flag: `true`, the string "true" or a non-zero integer. Other values (including
 * non-empty strings other than "true") are false.
 */
export function fieldFlag(value: JsonValue): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value === 'true';
  if (typeof value === 'number') return Number.isInteger(value) && value !== 0;
  return false;
}
