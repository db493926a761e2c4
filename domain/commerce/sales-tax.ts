/**
 * Automatic sales tax (an entitlement, domain/admin/entitlements.ts): the merchant's rates by
 * country and region, and the one rule that turns an order into its tax, used by checkout when an
 * order is placed and by the admin's form. Rules:
 * - the destination is the shipping address; an order with nothing shipped has no destination and
 *   is not taxed;
 * - the US territories (PR, GU, VI, MP, AS, UM) are taxed as regions of the US (spec 001 §5): an
 *   address in PR takes the US rate for region PR;
 * - a region's rate replaces its country's; a country without a rate is not taxed;
 * - gift cards are not taxed (they are money, taxed when spent); every other line is;
 * - the tax is figured once on the taxable total, rounded half up to the cent; with prices that
 *   include tax it is the part of the taxable total that is tax, and the total does not change;
 * - a discount lowers the taxable total by its share of the taxable lines (rounded half up);
 *   shipping is not taxed.
 */
import { z } from 'zod';
import { isUsTaxGeography } from './tax.js';
import { GIFT_CARD } from '../enums/product-type.js';

export const TAX_RATES_PART = 'tax-rates';
export const MAX_TAX_RATES = 200;
export const TAX_OFF_MESSAGE = 'Automatic tax is not available in this shop.';

const code = (what: string, pattern: RegExp, example: string) =>
  z
    .string({ required_error: 'is required', invalid_type_error: 'must be text' })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => pattern.test(value), `must be a ${what} such as ${example}`);

export const taxRate = z.object({
  country: code('two-letter country code', /^[A-Z]{2}$/, 'US'),
  /** A state, province or territory code; empty for the whole country. */
  region: z.union([z.literal(''), code('region code', /^[A-Z0-9]{1,3}$/, 'NY')]).default(''),
  ratePercent: z
    .string({ required_error: 'is required', invalid_type_error: 'must be text' })
    .trim()
    .regex(/^\d{1,3}(\.\d{1,4})?$/, 'must be a percentage such as 8.875')
    .refine((value) => Number(value) <= 100, 'must be at most 100'),
});
export type TaxRate = z.output<typeof taxRate>;

export const taxSettings = z
  .object({
    rates: z.array(taxRate, { invalid_type_error: 'must be a list' }).max(MAX_TAX_RATES, `At most ${String(MAX_TAX_RATES)} rates.`),
    pricesIncludeTax: z.boolean({ required_error: 'is required', invalid_type_error: 'must be true or false' }),
  })
  .superRefine((settings, ctx) => {
    const seen = new Set<string>();
    settings.rates.forEach((rate, i) => {
      const key = `${rate.country}/${rate.region}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['rates', i, rate.region ? 'region' : 'country'], message: `${rate.region ? `${rate.country} ${rate.region}` : rate.country} already has a rate` });
      seen.add(key);
    });
  });
export type TaxSettings = z.output<typeof taxSettings>;
export const NO_TAX: TaxSettings = { rates: [], pricesIncludeTax: false };

/** Stored settings, or none when what is stored is not valid settings. */
export function taxSettingsOf(value: unknown): TaxSettings {
  const parsed = taxSettings.safeParse(value);
  return parsed.success ? parsed.data : NO_TAX;
}

export interface TaxDestination {
  country: string;
  region: string | null;
}

/** The rate that applies at the destination, if any. */
export function rateFor(settings: TaxSettings, destination: TaxDestination): TaxRate | undefined {
  const given = destination.country.trim().toUpperCase();
  const territory = given !== 'US' && isUsTaxGeography(given);
  const country = territory ? 'US' : given;
  const region = territory ? given : (destination.region ?? '').trim().toUpperCase();
  return settings.rates.find((r) => r.country === country && r.region !== '' && r.region === region) ?? settings.rates.find((r) => r.country === country && r.region === '');
}

export interface TaxedLine {
  productType: number;
  totalCents: number;
}

export interface SalesTax {
  taxCents: number;
  /** The tax is inside the prices: the order's total stays the subtotal. */
  inclusive: boolean;
  /** The rate applied; null when none covers the address. */
  rule: TaxRate | null;
}

/** Millionths of a percent rate ("8.875" → 88,750), exact for up to 4 decimals. */
function rateMillionths(ratePercent: string): number {
  const [whole = '0', fraction = ''] = ratePercent.split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
}

/** a × b / c rounded half up, for non-negative integers within 2^53. */
const mulDivRound = (a: number, b: number, c: number): number => Math.floor((2 * a * b + c) / (2 * c));

export function salesTax(settings: TaxSettings, lines: readonly TaxedLine[], destination: TaxDestination | null, discountCents = 0): SalesTax {
  const none: SalesTax = { taxCents: 0, inclusive: settings.pricesIncludeTax, rule: null };
  if (destination === null) return none;
  const rate = rateFor(settings, destination);
  if (rate === undefined) return none;
  const taxableLines = lines.reduce((sum, l) => (l.productType === GIFT_CARD ? sum : sum + l.totalCents), 0);
  const all = lines.reduce((sum, l) => sum + l.totalCents, 0);
  const discountShare = all > 0 && discountCents > 0 ? mulDivRound(Math.min(discountCents, all), taxableLines, all) : 0;
  const taxable = Math.max(0, taxableLines - discountShare);
  const millionths = rateMillionths(rate.ratePercent);
  const scale = 1_000_000;
  const taxCents = settings.pricesIncludeTax ? taxable - mulDivRound(taxable, scale, scale + millionths) : mulDivRound(taxable, millionths, scale);
  return { taxCents, inclusive: settings.pricesIncludeTax, rule: { country: rate.country, region: rate.region, ratePercent: rate.ratePercent } };
}
