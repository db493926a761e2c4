import type { JsonValue } from '../../engine/plugin.js';
import { getOwn, isTruthy } from '../../engine/values.js';
import { jsonEqual } from '../json-equal.js';
import { fieldNumber } from './json-number.js';
import { DIGITAL, GIFT_CARD, PHYSICAL, SERVICE, knownProductType } from '../enums/product-type.js';
import { contentField, variantList } from './structured-content.js';

/** The product type code (1 physical, 2 digital, 3 service, 4 gift card, 5 paywall), if known. */
export function productType(item: JsonValue): number | undefined {
  const raw = contentField(item, 'productType');
  return raw === undefined || raw === null ? undefined : knownProductType(fieldNumber(raw));
}

/**
 * Sold out: a physical or service product none of whose variants is unlimited or has stock.
 * Digital products and gift cards never sell out; a product of unknown type counts as sold out.
 */
export function isSoldOut(item: JsonValue): boolean {
  const type = productType(item);
  if (type === DIGITAL || type === GIFT_CARD) return false;
  if (type !== PHYSICAL && type !== SERVICE) return true;
  const variants = variantList(item) ?? [];
  return !variants.some((v) => isTruthy(getOwn(v, 'unlimited')) || fieldNumber(getOwn(v, 'qtyInStock')) > 0);
}

/** On sale: any variant on sale (physical, service), the product's own flag (digital). */
export function isOnSale(item: JsonValue): boolean {
  const type = productType(item);
  if (type === DIGITAL) return isTruthy(contentField(item, 'onSale'));
  if (type !== PHYSICAL && type !== SERVICE) return false;
  return (variantList(item) ?? []).some((v) => isTruthy(getOwn(v, 'onSale')));
}

/** More than one variant, and not a digital product. */
export function hasVariants(item: JsonValue): boolean {
  return productType(item) !== DIGITAL && (variantList(item)?.length ?? 0) > 1;
}

/** Variants differ from the first in onSale, price or (when the first is on sale) salePrice. */
export function hasVariedPrices(item: JsonValue): boolean {
  const type = productType(item);
  if (type !== PHYSICAL && type !== SERVICE && type !== GIFT_CARD) return false;
  const [first, ...rest] = variantList(item) ?? [];
  if (first === undefined) return false;
  const firstOnSale = getOwn(first, 'onSale');
  return rest.some(
    (v) =>
      !jsonEqual(getOwn(v, 'onSale'), firstOnSale) ||
      (isTruthy(firstOnSale) && !jsonEqual(getOwn(v, 'salePrice'), getOwn(first, 'salePrice'))) ||
      !jsonEqual(getOwn(v, 'price'), getOwn(first, 'price')),
  );
}
