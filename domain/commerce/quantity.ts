import type { JsonValue } from '../../engine/plugin.js';
import { getOwn } from '../../engine/values.js';
import { fieldFlag } from './json-number.js';
import { productType } from './product.js';
import { PHYSICAL, SERVICE } from '../enums/product-type.js';
import { totalStock } from './stock.js';
import { isSubscribable } from './subscribable.js';

/** The quantity input's constraints (spec 001 §5). */
export const QUANTITY_INPUT = { min: 1, max: 9999, step: 1, initial: 1, size: 4 } as const;

/** `storeSettings.multipleQuantityAllowedForServices` of the website settings; allowed unless set. */
export function multipleQuantityAllowedForServices(website: JsonValue): boolean {
  const allowed = getOwn(getOwn(website, 'storeSettings'), 'multipleQuantityAllowedForServices');
  return allowed === undefined || allowed === null ? true : fieldFlag(allowed);
}

/**
 * The quantity input shows for physical products, and for services when the store allows
 * several of one service, provided the product is not a subscription and more than one unit
 * is in stock. `website` is the object holding `storeSettings`.
 */
export function showsQuantityInput(item: JsonValue, website: JsonValue): boolean {
  const type = productType(item);
  const multiple = type === PHYSICAL || (type === SERVICE && multipleQuantityAllowedForServices(website));
  return multiple && !isSubscribable(item) && totalStock(item) > 1;
}
