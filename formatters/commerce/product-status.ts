import type { FormatterDef, JsonValue, RenderScope } from '../../engine/plugin.js';
import { getOwn, scalarText } from '../../engine/values.js';
import { isOnSale, isSoldOut } from '../../domain/commerce/product.js';
import { escapeAttribute } from '../util/html-escape.js';
import { localized } from './localized.js';

/** The merchant's sold-out wording for this product, if any. */
function customSoldOutText(item: JsonValue, scope: RenderScope): string {
  const id = scalarText(getOwn(item, 'id'));
  if (id === '') return '';
  return scalarText(getOwn(getOwn(scope.resolve(['productMerchandisingContext']), id), 'customSoldOutText'));
}

/** `{item|product-status}`: the sold-out badge, else the sale badge, else nothing. */
export const productStatus: FormatterDef = {
  name: 'product-status',
  apply(item, _args, scope) {
    if (isSoldOut(item)) {
      const text = customSoldOutText(item, scope) || localized(scope, 'productSoldOutText', 'sold out');
      return `<div class="product-mark sold-out">${escapeAttribute(text)}</div>`;
    }
    if (isOnSale(item)) return `<div class="product-mark sale">${escapeAttribute(localized(scope, 'productSaleText', 'sale'))}</div>`;
    return undefined;
  },
};
