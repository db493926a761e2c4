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
  if (value.length > MAX_KEPT_LENGTH) return parseText(value);
  // Prices repeat from product to product and page to page: each text is read once.
  let parsed = parsedTexts.get(value);
  if (parsed === undefined) {
    parsed = parseText(value) ?? null;
    if (parsedTexts.size >= MAX_PARSED_TEXTS) parsedTexts.clear();
    parsedTexts.set(value, parsed);
  }
  return parsed ?? undefined;
}

const parsedTexts = new Map<string, Decimal | null>();
const MAX_PARSED_TEXTS = 4096;
/** Longer texts are not amounts a page repeats; they are parsed every time. */
const MAX_KEPT_LENGTH = 40;

function parseText(value: string): Decimal | undefined {
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
  const magnitude = compareMagnitude(a, na ? 1 : 0, b, nb ? 1 : 0);
  return na ? -magnitude : magnitude;
}

/**
 * Compares the magnitudes written from `aFrom` and `bFrom`: the longer integer part is larger,
 * else the digits decide, the shorter fraction read as padded with zeros (text after a second
 * point is ignored). Reads characters in place: prices are compared for every variant.
 */
function compareMagnitude(a: string, aFrom: number, b: string, bFrom: number): number {
  const aDot = a.indexOf('.', aFrom);
  const bDot = b.indexOf('.', bFrom);
  const aInt = (aDot < 0 ? a.length : aDot) - aFrom;
  const bInt = (bDot < 0 ? b.length : bDot) - bFrom;
  if (aInt !== bInt) return aInt < bInt ? -1 : 1;
  for (let i = 0; i < aInt; i++) {
    const x = a.charCodeAt(aFrom + i);
    const y = b.charCodeAt(bFrom + i);
    if (x !== y) return x < y ? -1 : 1;
  }
  const aFrac = aDot < 0 ? a.length : aDot + 1;
  const bFrac = bDot < 0 ? b.length : bDot + 1;
  const aEnd = fractionEnd(a, aFrac);
  const bEnd = fractionEnd(b, bFrac);
  const width = Math.max(aEnd - aFrac, bEnd - bFrac);
  for (let i = 0; i < width; i++) {
    const x = aFrac + i < aEnd ? a.charCodeAt(aFrac + i) : ZERO;
    const y = bFrac + i < bEnd ? b.charCodeAt(bFrac + i) : ZERO;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

const ZERO = 48;

/** Where the fraction starting at `from` ends: at a second point, or the end of the text. */
function fractionEnd(text: string, from: number): number {
  const dot = text.indexOf('.', from);
  return dot < 0 ? text.length : dot;
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
