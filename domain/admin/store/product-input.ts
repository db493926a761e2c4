/**
 * A product as the admin's editor sends it, checked by the same schema in the form and on the
 * server: name, URL, description, type, options, variants (SKU, prices, stock, image), the
 * subscription plan, the additional-fields form, images and visibility. Prices are decimal text
 * ("42.00"); the server turns them into cents. The rules that need the catalogue (a URL or SKU
 * another product uses, 200 products per collection) are the server's.
 */
import { z } from 'zod';
import { MESSAGES } from '../content/limits.js';
import { ProductType } from '../../enums/product-type.js';
import { PRODUCT_LIMITS } from './product-limits.js';
import { relatedProductIds } from './related-products.js';
import { PRICE_UNSET_MESSAGE } from './price-floor.js';
import { typedMinorUnits } from '../../money/typed-amount.js';

const PHYSICAL = ProductType.byName.PHYSICAL;
const SERVICE = ProductType.byName.SERVICE;

/** Product types the editor offers (PAYWALL belongs to the merchant area's memberships, not the shop). */
export const EDITABLE_PRODUCT_TYPES = [
  { value: ProductType.byName.PHYSICAL, label: 'Physical' },
  { value: ProductType.byName.DIGITAL, label: 'Digital' },
  { value: ProductType.byName.SERVICE, label: 'Service' },
  { value: ProductType.byName.GIFT_CARD, label: 'Gift card' },
] as const;

export const BILLING_UNITS = ['WEEK', 'MONTH', 'YEAR'] as const;

const text = (max: number) =>
  z.string({ required_error: 'is required', invalid_type_error: 'must be text' }).trim().max(max, `must be at most ${String(max)} characters`);
const required = (max: number) => text(max).min(1, 'is required');

/** Money as typed: up to 7 whole digits and 3 decimals (the store currency's decimals: `productAmountIssues`). */
const amount = z
  .string({ required_error: 'is required', invalid_type_error: 'must be text' })
  .trim()
  .regex(/^\d{1,7}(\.\d{1,3})?$/, 'must be an amount such as 12.50');

/** A site path (`/assets/…`) or an http(s) URL, at most 2083 characters (spec 001 §5). */
export const imageUrl = z
  .string({ invalid_type_error: 'must be text' })
  .trim()
  .max(PRODUCT_LIMITS.urlLength, `must be at most ${String(PRODUCT_LIMITS.urlLength)} characters`)
  .refine((url) => /^\/(?!\/)\S*$/.test(url) || /^https?:\/\/[^\s/]+\S*$/i.test(url), 'must be a path on this site (/assets/…) or an http(s) URL');

const variantInput = z.object({
  /** Absent for a new variant. */
  id: z.string().max(100).optional(),
  sku: required(PRODUCT_LIMITS.skuLength).regex(/^[A-Za-z0-9._-]+$/, 'may only use letters, digits, ".", "-" and "_"'),
  attributes: z.record(z.string(), z.string()),
  /** Blank: not set yet (the product then stays hidden, price-floor.ts). */
  price: amount.or(z.literal('')),
  salePrice: amount,
  onSale: z.boolean(),
  qtyInStock: z.number({ invalid_type_error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or more').max(PRODUCT_LIMITS.maxStock, `must be at most ${String(PRODUCT_LIMITS.maxStock)}`),
  unlimited: z.boolean(),
  /** One unit's weight in grams, for shipping rates by weight; absent keeps what is stored. */
  weightGrams: z.number({ invalid_type_error: 'must be a number' }).int('must be a whole number of grams').min(0, 'must be 0 or more').max(1_000_000, 'must be at most 1000000 grams').optional(),
  /** The stock the editor showed for a stored variant: a sale or stock edit since makes the save stale (409). */
  stockBasis: z.object({ qtyInStock: z.number().int().min(0), unlimited: z.boolean() }).optional(),
  /** One of the product's images, shown when this variant is chosen. */
  imageUrl: imageUrl.nullable(),
});

const optionInput = z.object({
  name: required(PRODUCT_LIMITS.optionNameLength),
  values: z.array(required(PRODUCT_LIMITS.optionValueLength)).min(1, 'needs at least one value').max(PRODUCT_LIMITS.valuesPerOption, `at most ${String(PRODUCT_LIMITS.valuesPerOption)} values`),
});

const subscriptionInput = z.object({
  billingPeriod: z.object({
    value: z.number({ invalid_type_error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(PRODUCT_LIMITS.billingPeriodMax, `must be at most ${String(PRODUCT_LIMITS.billingPeriodMax)}`),
    unit: z.enum(BILLING_UNITS, { errorMap: () => ({ message: 'must be WEEK, MONTH or YEAR' }) }),
  }),
  /** 0: until cancelled. */
  numBillingCycles: z.number({ invalid_type_error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or more').max(PRODUCT_LIMITS.billingCyclesMax, `must be at most ${String(PRODUCT_LIMITS.billingCyclesMax)}`),
});

export const productInput = z
  .object({
    title: required(PRODUCT_LIMITS.titleLength),
    urlId: required(PRODUCT_LIMITS.urlIdLength).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'may only use lower-case letters, digits and single hyphens'),
    body: text(PRODUCT_LIMITS.bodyLength),
    excerpt: text(PRODUCT_LIMITS.excerptLength),
    productType: z.number({ invalid_type_error: 'must be a number' }).refine((n) => EDITABLE_PRODUCT_TYPES.some((t) => t.value === n), (n) => ({ message: MESSAGES.option(String(n)) })),
    visible: z.boolean(),
    options: z.array(optionInput).max(PRODUCT_LIMITS.options, `at most ${String(PRODUCT_LIMITS.options)} options`),
    variants: z.array(variantInput).min(1, 'a product needs at least one variant').max(PRODUCT_LIMITS.variants, `at most ${String(PRODUCT_LIMITS.variants)} variants`),
    subscription: subscriptionInput.nullable(),
    additionalFieldsFormId: z.string().max(100).nullable(),
    images: z.array(imageUrl).max(PRODUCT_LIMITS.images, `at most ${String(PRODUCT_LIMITS.images)} images`),
    /** Products suggested first on this product's page (related-products.ts); absent: those stored stay. */
    relatedProductIds: relatedProductIds.optional(),
  })
  .superRefine((product, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path, message });
    const names = new Set<string>();
    product.options.forEach((option, i) => {
      if (names.has(option.name)) issue(['options', i, 'name'], `This option already exists: ${option.name}`);
      names.add(option.name);
      const seen = new Set<string>();
      option.values.forEach((value, j) => {
        if (seen.has(value)) issue(['options', i, 'values', j], `This value already exists: ${value}`);
        seen.add(value);
      });
    });
    if (product.options.length === 0 && product.variants.length > 1) issue(['variants'], 'several variants need at least one option to tell them apart');
    const skus = new Set<string>();
    const combinations = new Set<string>();
    product.variants.forEach((variant, i) => {
      const upper = variant.sku.toUpperCase();
      if (skus.has(upper)) issue(['variants', i, 'sku'], `This SKU already exists: ${variant.sku}`);
      skus.add(upper);
      for (const option of product.options) {
        const value = variant.attributes[option.name];
        if (value === undefined || value === '') issue(['variants', i, 'attributes', option.name], 'is required');
        else if (!option.values.includes(value)) issue(['variants', i, 'attributes', option.name], MESSAGES.option(value));
      }
      for (const name of Object.keys(variant.attributes)) if (!names.has(name)) issue(['variants', i, 'attributes', name], MESSAGES.option(name));
      const key = JSON.stringify(product.options.map((o) => variant.attributes[o.name] ?? ''));
      if (product.options.length > 0 && combinations.has(key)) issue(['variants', i, 'attributes'], 'another variant has the same options');
      combinations.add(key);
      if (variant.onSale && variant.price === '') issue(['variants', i, 'onSale'], 'a variant without a price cannot be on sale');
    else if (variant.onSale && Number(variant.salePrice) >= Number(variant.price)) issue(['variants', i, 'salePrice'], 'must be less than the price when on sale');
      if (variant.imageUrl !== null && !product.images.includes(variant.imageUrl)) issue(['variants', i, 'imageUrl'], MESSAGES.option(variant.imageUrl));
    });
    if (product.subscription && product.productType !== PHYSICAL && product.productType !== SERVICE) {
      issue(['subscription'], 'Subscriptions can be offered only for physical and service products.');
    }
    if (new Set(product.images).size !== product.images.length) issue(['images'], 'the same image is listed twice');
    if (product.visible && product.variants.some((v) => v.price === '')) issue(['visible'], PRICE_UNSET_MESSAGE);
  });

export type ProductInput = z.infer<typeof productInput>;
export type VariantInput = ProductInput['variants'][number];
export type OptionInput = ProductInput['options'][number];

/**
 * The product as typed in a shop of this currency: its prices must fit the currency's decimals
 * ("12.345" is refused in USD, "5.5" in JPY), each refusal naming the field (`productAmountIssues`).
 */
export const productInputIn = (currency: string) =>
  productInput.superRefine((product, ctx) => {
    for (const { path, message } of productAmountIssues(product, currency)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message });
    }
  });

/** An edit of a stored product in a shop of this currency names the version it was based on. */
export const productUpdateIn = (currency: string) =>
  z.object({
    version: z.number({ required_error: 'is required', invalid_type_error: 'must be a number' }).int().min(1),
    product: productInputIn(currency),
    /** Says the merchant means a price of 0.00 (price-floor.ts); without it such a save is refused. */
    confirmZeroPrice: z.boolean({ invalid_type_error: 'must be true or false' }).optional(),
  });
export type ProductUpdate = z.infer<ReturnType<typeof productUpdateIn>>;

/** A new product (POST) in a shop of this currency, with the same confirmation of a price of 0.00. */
export const productCreateIn = (currency: string) =>
  z.object({ product: productInputIn(currency), confirmZeroPrice: z.boolean({ invalid_type_error: 'must be true or false' }).optional() });

/**
 * The prices the store currency cannot hold ("12.345" in USD, "5.5" in JPY), as issues of the call
 * naming the field and the currency's decimals; empty when every price fits.
 */
export function productAmountIssues(product: Pick<ProductInput, 'variants'>, currency: string): { path: string; message: string }[] {
  return product.variants.flatMap((v, i) => [
    ...(v.price !== '' && typedMinorUnits(v.price, currency) === undefined ? [{ path: `variants.${String(i)}.price`, message: MESSAGES.amount('The price', currency) }] : []),
    ...(typedMinorUnits(v.salePrice, currency) === undefined ? [{ path: `variants.${String(i)}.salePrice`, message: MESSAGES.amount('The sale price', currency) }] : []),
  ]);
}

/** A variant's typed prices in the store currency's minor units (a blank price counts as 0). */
export const variantCents = (v: Pick<VariantInput, 'price' | 'salePrice' | 'onSale'>, currency: string): { priceCents: number; salePriceCents: number; onSale: boolean } => ({
  priceCents: typedMinorUnits(v.price, currency) ?? 0,
  salePriceCents: typedMinorUnits(v.salePrice, currency) ?? 0,
  onSale: v.onSale,
});
