/** The values operators and functions work on; objects and arrays are not among them. */
export type Scalar = number | string | boolean | null;

export function isScalar(value: unknown): value is Scalar {
  const type = typeof value;
  return type === 'number' || type === 'string' || type === 'boolean' || value === null;
}

/** What a lookup yields inside an expression: missing is `null`, a bigint is a number. */
export function fromLookup(value: unknown): unknown {
  if (value === undefined) return null;
  return typeof value === 'bigint' ? Number(value) : value;
}

/** `""` is 0, decimal and (signed) hex numbers parse, anything else (even padded with spaces) is NaN. */
const NUMERIC = /^[+-]?(?:0[xX]([0-9a-fA-F]+)|[0-9]+(?:\.[0-9]*)?(?:[eE][+-]?[0-9]+)?)$/;

export function stringToNumber(text: string): number {
  if (text === '') return 0;
  const match = NUMERIC.exec(text);
  if (match === null) return NaN;
  const hex = match[1];
  if (hex === undefined) return Number(text);
  const value = parseInt(hex, 16);
  return text.charCodeAt(0) === 45 ? -value : value;
}

export function toNumber(value: Scalar): number {
  switch (typeof value) {
    case 'number':
      return value;
    case 'string':
      return stringToNumber(value);
    case 'boolean':
      return value ? 1 : 0;
    default:
      return 0;
  }
}

/** JavaScript truthiness: `""`, 0, NaN, null and false are false. */
export function toBoolean(value: Scalar): boolean {
  return Boolean(value);
}

/** JavaScript string conversion: `null` is "null", -0 is "0". */
export function toString(value: Scalar): string {
  return String(value);
}

export function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (value === null || value === undefined) return 'nothing';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
