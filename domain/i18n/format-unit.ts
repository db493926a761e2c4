import { pluralRules } from './intl-cache.js';
import { formatNumberText, type NumberFormatOptions } from './intl-number.js';
import type { DecimalOptions } from './number-options.js';
import type { UnitOptions } from './unit-options.js';
import { unitPattern } from './unit-pattern.js';
import { bestUnit, convertUnit, unitFamily, unitSequence } from './units.js';

/**
 * Formats an amount of a unit, converting it as the options ask: into `out`, split over a
 * `sequence`, or else into the best-fit unit of the locale's preferred units for the quantity
 * (`compact:bits` for bits).
 */
export function formatUnit(value: number, o: UnitOptions, locale: string): string {
  const input = o.input ?? '';
  const family = unitFamily(input);
  if (family === undefined) return amount(value, input, o, locale);
  const sequence = o.sequence.filter((u) => unitFamily(u) === family);
  if (sequence.length > 0) {
    return unitSequence(value, input, sequence, family).map(([n, u]) => amount(n, u, o, locale)).join(' ');
  }
  const out = o.output !== undefined && unitFamily(o.output) === family ? o.output : bestUnit(value, input, family, o.compact, locale);
  return amount(convertUnit(value, input, out, family), out, o, locale);
}

function amount(value: number, unit: string, o: UnitOptions, locale: string): string {
  const options = numberOptions(o.number);
  const number = formatNumberText(locale, options, String(value));
  if (unit === '') return number;
  try {
    const width = o.width === 'narrow' && spacedSymbols(locale) ? 'short' : o.width;
    return plainSpaces(formatNumberText(locale, { ...options, style: 'unit', unit, unitDisplay: width }, String(value)));
  } catch {
    const category = pluralRules(locale, pluralOptions(options)).select(value);
    const pattern = unitPattern(unit, locale, o.width, category);
    return pattern === undefined ? number : plainSpaces(pattern.replace('{0}', number));
  }
}

function pluralOptions(o: NumberFormatOptions): Intl.PluralRulesOptions {
  const p: Intl.PluralRulesOptions = {};
  if (o.minimumFractionDigits !== undefined) p.minimumFractionDigits = o.minimumFractionDigits;
  if (o.maximumFractionDigits !== undefined) p.maximumFractionDigits = o.maximumFractionDigits;
  return p;
}

function numberOptions(d: DecimalOptions): NumberFormatOptions {
  const o: NumberFormatOptions = { useGrouping: d.group === true ? 'auto' : false, maximumFractionDigits: Math.min(d.maximumFractionDigits ?? 1, 20) };
  if (d.minimumFractionDigits !== undefined) {
    o.minimumFractionDigits = Math.min(d.minimumFractionDigits, 20);
    o.maximumFractionDigits = Math.max(o.minimumFractionDigits, o.maximumFractionDigits ?? 1);
  }
  if (d.minimumIntegerDigits !== undefined) o.minimumIntegerDigits = Math.min(21, Math.max(1, d.minimumIntegerDigits));
  if (d.round !== undefined) o.roundingMode = d.round;
  return o;
}

/**
 * French typography keeps a space between a number and a unit symbol ("11,5 Go"); recent CLDR
 * narrow forms drop it, the reference's data and the spec keep it, so French uses short forms.
 */
function spacedSymbols(locale: string): boolean {
  return /^fr(-|$)/i.test(locale);
}

/** The spec shows units separated by plain spaces where Intl puts no-break ones. */
function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}
