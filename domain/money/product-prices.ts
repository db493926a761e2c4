import type { JsonValue } from '../../engine/plugin.js';
import { getOwn, isTruthy } from '../../engine/values.js';
import { productType } from '../commerce/product.js';
import { DIGITAL, GIFT_CARD, PHYSICAL, SERVICE } from '../enums/product-type.js';
import { contentField, variantList } from '../commerce/structured-content.js';
import { compareDecimal } from './decimal.js';
import { centsMoney } from './minor-units.js';
import { readMoney, readPrice, ZERO_MONEY, type Money } from './money.js';

/** What a variant sells for now: its sale price when on sale, else its price. */
export function currentPriceNode(variant: JsonValue): JsonValue {
  return getOwn(variant, isTruthy(getOwn(variant, 'onSale')) ? 'salePriceMoney' : 'priceMoney');
}

/**
 * What a variant sells for now, strictly: its sale price when on sale (else its price) as money of
 * either wire shape (`{decimalValue, currencyCode}`, `{value, currency}`), else as stored minor
 * units (`salePrice`, `price`: 500 is ¥500 in a JPY shop, $5.00 in USD) of the store currency;
 * undefined when it has no price.
 */
export function variantMoney(variant: JsonValue, storeCurrency: string): Money | undefined {
  const onSale = isTruthy(getOwn(variant, 'onSale'));
  const money = readMoney(currentPriceNode(variant)) ?? readMoney(getOwn(variant, 'priceMoney'));
  if (money !== undefined) return money;
  const minor = (onSale ? getOwn(variant, 'salePrice') : undefined) ?? getOwn(variant, 'price');
  return typeof minor === 'number' && Number.isInteger(minor) ? centsMoney(minor, storeCurrency) : undefined;
}

/** The variant selling for least right now (the first of equals), or undefined. */
export function cheapestVariant(variants: readonly JsonValue[]): JsonValue {
  let best: JsonValue;
  let bestPrice: Money | undefined;
  for (const variant of variants) {
    const price = readPrice(currentPriceNode(variant));
    if (bestPrice === undefined || compareDecimal(price.amount, bestPrice.amount) < 0) {
      best = variant;
      bestPrice = price;
    }
  }
  return best;
}

function productMoney(item: JsonValue, key: string): Money {
  const node = contentField(item, key);
  return node === undefined ? ZERO_MONEY : readPrice(node);
}

/** Variants of a product priced per variant (physical, service, gift card); [] otherwise. */
function pricedVariants(type: number | undefined, item: JsonValue): readonly JsonValue[] {
  return type === PHYSICAL || type === SERVICE || type === GIFT_CARD ? (variantList(item) ?? []) : [];
}

/** The lowest price a visitor can pay now (the "from" price); 0 USD when there is none. */
export function fromPrice(item: JsonValue): Money {
  const type = productType(item);
  if (type === DIGITAL) return productMoney(item, 'priceMoney');
  const variants = pricedVariants(type, item);
  return variants.length === 0 ? ZERO_MONEY : readPrice(currentPriceNode(cheapestVariant(variants)));
}

/** The highest regular price among the variants; 0 USD when there is none. */
export function normalPrice(item: JsonValue): Money {
  const type = productType(item);
  if (type === DIGITAL) return productMoney(item, 'priceMoney');
  let best: Money | undefined;
  for (const variant of pricedVariants(type, item)) {
    const price = readPrice(getOwn(variant, 'priceMoney'));
    if (best === undefined || compareDecimal(price.amount, best.amount) > 0) best = price;
  }
  return best ?? ZERO_MONEY;
}

/** The lowest sale price among the variants on sale; 0 USD when none is (gift cards never are). */
export function salePrice(item: JsonValue): Money {
  const type = productType(item);
  if (type === DIGITAL) return productMoney(item, 'salePriceMoney');
  if (type !== PHYSICAL && type !== SERVICE) return ZERO_MONEY;
  let best: Money | undefined;
  for (const variant of variantList(item) ?? []) {
    if (!isTruthy(getOwn(variant, 'onSale'))) continue;
    const price = readPrice(getOwn(variant, 'salePriceMoney'));
    if (best === undefined || compareDecimal(price.amount, best.amount) < 0) best = price;
  }
  return best ?? ZERO_MONEY;
}

/** The subscription pricing options of the cheapest variant (physical and service products). */
export function cheapestVariantPricingOptions(item: JsonValue): readonly JsonValue[] {
  const type = productType(item);
  if (type !== PHYSICAL && type !== SERVICE) return [];
  const options = getOwn(cheapestVariant(variantList(item) ?? []), 'pricingOptions');
  return Array.isArray(options) ? options : [];
}
