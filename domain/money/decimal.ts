/**
 * Exact decimal amounts as canonical text: an optional '-', digits without leading zeros, and a
 * fraction without trailing zeros ("-1234.5", "0.05", "100"). Money never goes through binary
 * floating point, so "1.005" stays 1.005 and shifting cents is exact.
 */
export type Decimal = string;

const NUMERIC = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
/** Exponents beyond this are not amounts (and would make huge strings). */
const MAX_EXPONENT = 400;

/** Parses a number or numeric text ("12", " -1.5 ", ".5", "1e3"); undefined if it is none. */
export function parseDecimal(value: unknown): Decimal | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? parseDecimal(String(value)) : undefined;
  if (typeof value !== 'string') return undefined;
  const match = NUMERIC.exec(value.trim());
  if (match === null) return undefined;
  const [, sign = '', int = '', frac = '', exp = '0'] = match;
  if (int === '' && frac === '') return undefined;
  const exponent = Number(exp);
  if (Math.abs(exponent) > MAX_EXPONENT) return undefined;
  return build(sign === '-', int + frac, int.length + exponent);
}

/** Moves the decimal point `places` to the right (left when negative): cents ↔ units. */
export function shiftDecimal(value: Decimal, places: number): Decimal {
  const negative = value.startsWith('-');
  const body = negative ? value.slice(1) : value;
  const dot = body.indexOf('.');
  const digits = dot < 0 ? body : body.slice(0, dot) + body.slice(dot + 1);
  return build(negative, digits, (dot < 0 ? body.length : dot) + places);
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
export function compareDecimal(a: Decimal, b: Decimal): number {
  const na = a.startsWith('-');
  const nb = b.startsWith('-');
  if (na !== nb) return na ? -1 : 1;
  const magnitude = compareMagnitude(na ? a.slice(1) : a, nb ? b.slice(1) : b);
  return na ? -magnitude : magnitude;
}

function compareMagnitude(a: string, b: string): number {
  const [ai = '', af = ''] = a.split('.');
  const [bi = '', bf = ''] = b.split('.');
  if (ai.length !== bi.length) return ai.length < bi.length ? -1 : 1;
  const width = Math.max(af.length, bf.length);
  const x = ai + af.padEnd(width, '0');
  const y = bi + bf.padEnd(width, '0');
  return x === y ? 0 : x < y ? -1 : 1;
}

/** The canonical text of `digits` with the point after `point` of them (may be outside). */
function build(negative: boolean, digits: string, point: number): Decimal {
  let int: string;
  let frac: string;
  if (point <= 0) {
    int = '';
    frac = '0'.repeat(-point) + digits;
  } else if (point >= digits.length) {
    int = digits + '0'.repeat(point - digits.length);
    frac = '';
  } else {
    int = digits.slice(0, point);
    frac = digits.slice(point);
  }
  int = int.replace(/^0+/, '') || '0';
  frac = frac.replace(/0+$/, '');
  const text = frac === '' ? int : `${int}.${frac}`;
  return negative && text !== '0' ? `-${text}` : text;
}
