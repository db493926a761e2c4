import type { JsonValue } from '../../engine/plugin.js';
import { getOwn, isTruthy } from '../../engine/values.js';
import { fieldNumber } from './json-number.js';
import { productType } from './product.js';
import { DIGITAL, GIFT_CARD } from '../enums/product-type.js';
import { variantList } from './structured-content.js';

/** Unlimited stock counts as a very large number (spec 001 §9). */
export const UNLIMITED_STOCK = Number.MAX_SAFE_INTEGER;

/**
 * Units left across all variants: unlimited when any variant is unlimited or the product is
 * digital or a gift card, otherwise the sum of `qtyInStock`.
 */
export function totalStock(item: JsonValue): number {
  const type = productType(item);
  if (type === DIGITAL || type === GIFT_CARD) return UNLIMITED_STOCK;
  let total = 0;
  for (const variant of variantList(item) ?? []) {
    if (isTruthy(getOwn(variant, 'unlimited'))) return UNLIMITED_STOCK;
    total += fieldNumber(getOwn(variant, 'qtyInStock'));
  }
  return total;
}
