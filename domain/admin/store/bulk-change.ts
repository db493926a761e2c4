/**
 * The bulk manager's one change to many products (an entitlement, domain/admin/entitlements.ts):
 * set the price, raise or lower it by a percentage or an amount (rounded to the cent; a change
 * taking a price below 0 is refused, one reaching 0.00 must be confirmed: `bulkPriceFloor`), put on sale at a percentage off, end a sale, set the stock or make it unlimited, show or
 * hide. One rule, `bulkOutcome`, gives what a product becomes: the screen's preview and the
 * server's write use it alike. The call names each product's version and its variants' stock as
 * the screen showed them, so a change made meanwhile answers 409 and nothing is written.
 */
import { z } from 'zod';
import { typedDigitsUnits, typedMinorUnits } from '../../money/typed-amount.js';
import { MESSAGES } from '../content/limits.js';
import { PRODUCT_LIMITS } from './product-limits.js';

export const BULK_MAX_PRODUCTS = 100;
export const BULK_OFF_MESSAGE = 'The bulk manager is not available in this shop.';

const decimal = z
  .string({ required_error: 'is required', invalid_type_error: 'must be text' })
  .trim()
  .regex(/^\d{1,7}(\.\d{1,3})?$/, 'must be a number such as 12.50');

const percent = (max: number) =>
  decimal.refine((value) => Number(value) > 0 && Number(value) <= max, `must be more than 0 and at most ${String(max)}`);

const CHANGE_KINDS = ['set-price', 'adjust-price', 'sale', 'end-sale', 'stock', 'unlimited', 'visibility'] as const;
export type BulkChangeKind = (typeof CHANGE_KINDS)[number];

export const bulkChange = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('set-price'), amount: decimal }),
    z.object({
      kind: z.literal('adjust-price'),
      unit: z.enum(['percent', 'amount'], { errorMap: () => ({ message: 'must be percent or amount' }) }),
      direction: z.enum(['up', 'down'], { errorMap: () => ({ message: 'must be up or down' }) }),
      value: decimal.refine((value) => Number(value) > 0, 'must be more than 0'),
    }),
    z.object({ kind: z.literal('sale'), percentOff: percent(99) }),
    z.object({ kind: z.literal('end-sale') }),
    z.object({
      kind: z.literal('stock'),
      qtyInStock: z.number({ required_error: 'is required', invalid_type_error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or more').max(PRODUCT_LIMITS.maxStock, `must be at most ${String(PRODUCT_LIMITS.maxStock)}`),
    }),
    z.object({ kind: z.literal('unlimited') }),
    z.object({ kind: z.literal('visibility'), visible: z.boolean({ required_error: 'is required', invalid_type_error: 'must be true or false' }) }),
  ],
  { errorMap: (issue, ctx) => (issue.code === z.ZodIssueCode.invalid_union_discriminator ? { message: `must be one of ${CHANGE_KINDS.join(', ')}` } : { message: ctx.defaultError }) },
);
export type BulkChange = z.infer<typeof bulkChange>;

const stockBasis = z.object({
  id: z.string({ required_error: 'is required' }).min(1).max(100),
  qtyInStock: z.number({ required_error: 'is required', invalid_type_error: 'must be a number' }).int().min(0),
  unlimited: z.boolean({ required_error: 'is required', invalid_type_error: 'must be true or false' }),
});

/** The apply call: the change, and each chosen product as the screen showed it. */
export const bulkApply = z
  .object({
    change: bulkChange,
    /** Says the merchant means the prices this change brings to 0.00 (price-floor.ts). */
    confirmZeroPrice: z.boolean({ invalid_type_error: 'must be true or false' }).optional(),
    products: z
      .array(
        z.object({
          id: z.string({ required_error: 'is required' }).min(1).max(100),
          version: z.number({ required_error: 'is required', invalid_type_error: 'must be a number' }).int().min(1),
          variants: z.array(stockBasis).max(PRODUCT_LIMITS.variants),
        }),
        { required_error: 'is required' },
      )
      .min(1, 'choose at least one product')
      .max(BULK_MAX_PRODUCTS, `at most ${String(BULK_MAX_PRODUCTS)} products at once`),
  })
  .superRefine((body, ctx) => {
    body.products.forEach((product, i) => {
      if (body.products.findIndex((p) => p.id === product.id) !== i) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['products', i, 'id'], message: 'the same product is listed twice' });
    });
  });
export type BulkApply = z.infer<typeof bulkApply>;

/** What a variant's price and stock are (cents). */
export interface BulkVariantState {
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
}

export interface BulkProductState {
  visible: boolean;
  variants: readonly BulkVariantState[];
}

/** A typed percentage ("12.5") in hundredths of a percent (1250). */
const hundredthsOf = (value: string): number => typedDigitsUnits(value, 2) ?? 0;

/** `cents × (1 ± percent)`, rounded half up to the cent, never below 0. */
function byPercent(cents: number, value: string, direction: 'up' | 'down'): number {
  const hundredths = hundredthsOf(value);
  const factor = direction === 'up' ? 10_000 + hundredths : 10_000 - hundredths;
  return Math.max(0, Math.round((cents * factor) / 10_000));
}

/**
 * The change's typed amount that has more decimals than the store currency, as an issue of the
 * call (path and message); undefined when the amounts fit the currency.
 */
export function bulkAmountIssue(change: BulkChange, currency: string): { path: string; message: string } | undefined {
  if (change.kind === 'set-price' && typedMinorUnits(change.amount, currency) === undefined) return { path: 'change.amount', message: MESSAGES.amount('The price', currency) };
  if (change.kind === 'adjust-price' && change.unit === 'amount' && typedMinorUnits(change.value, currency) === undefined) return { path: 'change.value', message: MESSAGES.amount('The amount', currency) };
  return undefined;
}

/** A new regular price: a sale stays while its price is still below it, else it ends. */
function withPrice(variant: BulkVariantState, priceCents: number): BulkVariantState {
  const onSale = variant.onSale && variant.salePriceCents < priceCents;
  return { ...variant, priceCents, onSale };
}

function variantOutcome(change: BulkChange, variant: BulkVariantState, currency: string): BulkVariantState {
  const minorOf = (value: string): number => typedMinorUnits(value, currency) ?? 0;
  switch (change.kind) {
    case 'set-price':
      return withPrice(variant, minorOf(change.amount));
    case 'adjust-price': {
      const price = change.unit === 'percent'
        ? byPercent(variant.priceCents, change.value, change.direction)
        : Math.max(0, variant.priceCents + (change.direction === 'up' ? 1 : -1) * minorOf(change.value));
      return withPrice(variant, price);
    }
    case 'sale': {
      const sale = byPercent(variant.priceCents, change.percentOff, 'down');
      // A free variant has nothing to take off.
      return sale < variant.priceCents ? { ...variant, salePriceCents: sale, onSale: true } : variant;
    }
    case 'end-sale':
      return { ...variant, onSale: false };
    case 'stock':
      return { ...variant, qtyInStock: change.qtyInStock, unlimited: false };
    case 'unlimited':
      return { ...variant, unlimited: true };
    case 'visibility':
      return variant;
  }
}

/** The price a price change asks for before any floor: below 0 means the change must be refused. */
function askedPrice(change: BulkChange, cents: number, currency: string): number {
  if (change.kind !== 'adjust-price' || change.direction === 'up') return cents;
  if (change.unit === 'amount') return cents - (typedMinorUnits(change.value, currency) ?? 0);
  return Math.round((cents * (10_000 - hundredthsOf(change.value))) / 10_000);
}

/** Which products the change would take below 0.00 (refused outright) or to 0.00 (to be confirmed). */
export function bulkPriceFloor<P extends BulkProductState & { title: string }>(change: BulkChange, products: readonly P[], currency: string): { belowZero: string[]; atZero: string[] } {
  const belowZero: string[] = [];
  const atZero: string[] = [];
  if (change.kind !== 'set-price' && change.kind !== 'adjust-price' && change.kind !== 'sale') return { belowZero, atZero };
  for (const product of products) {
    if (product.variants.some((v) => askedPrice(change, v.priceCents, currency) < 0)) belowZero.push(product.title);
    else if (bulkOutcome(change, product, currency).variants.some((v) => v.priceCents <= 0 || (v.onSale && v.salePriceCents <= 0))) atZero.push(product.title);
  }
  return { belowZero, atZero };
}

/** What a product becomes under the change. */
export function bulkOutcome(change: BulkChange, product: BulkProductState, currency: string): BulkProductState {
  return {
    visible: change.kind === 'visibility' ? change.visible : product.visible,
    variants: product.variants.map((variant) => variantOutcome(change, variant, currency)),
  };
}

/** The answer of the apply call: the products changed, with their new versions. */
export interface BulkResult {
  products: { id: string; version: number }[];
}

/** Whether the bulk manager is on (the screen's question; a STORE_MANAGER cannot read settings). */
export interface BulkStatus {
  enabled: boolean;
}
