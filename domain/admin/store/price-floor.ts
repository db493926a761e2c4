/**
 * The one rule of every price write (the product editor, the bulk manager, any other path):
 * a price is never negative; a price of 0.00 (regular, or the sale price of a variant on sale)
 * is written only when the request says so (`confirmZeroPrice: true`), else it is refused with
 * 409 `zero-price-unconfirmed` naming the products; a price left blank is "not set yet", and a
 * product with such a variant stays hidden (and cannot be bought) until every price is given.
 */
import { isJsonObject } from '../../json-object.js';
import { wordList } from '../../word-list.js';

export const ZERO_PRICE_CODE = 'zero-price-unconfirmed';
export const BELOW_ZERO_CODE = 'price-below-zero';
export const PRICE_UNSET_CODE = 'price-unset';

/** The editor's and the schema's message at `visible` for a product with a blank price. */
export const PRICE_UNSET_MESSAGE = 'A product without a price stays hidden: give every variant a price before making it visible.';

/** What the editor and the bulk manager say before a price of 0.00 is saved. */
export const ZERO_PRICE_WARNING = 'A price of 0.00 gives the product away: anyone can check out without paying for it.';

/** A stored variant's price cannot be blanked again (the server's refusal at `variants.<i>.price`). */
export const PRICE_KEPT_MESSAGE = 'A variant that has a price keeps one: enter a price, or hide the product.';

/** The confirmation flag a request carries to write a price of 0.00. */
export const CONFIRM_ZERO_PRICE = 'confirmZeroPrice';

/** "Apron", "Apron and Mug", "Apron, Mug and Tea towel". */
export const nameList = (names: readonly string[]): string => wordList([...new Set(names)]);

export function zeroPriceMessage(titles: readonly string[]): string {
  const n = new Set(titles).size;
  return `${nameList(titles)} would sell for 0.00 (free). Confirm that you mean ${n === 1 ? 'this price' : 'these prices'} to save ${n === 1 ? 'it' : 'them'}.`;
}

export function belowZeroMessage(titles: readonly string[]): string {
  return `This change would take the price of ${nameList(titles)} below 0.00; a price is never negative. Nothing was changed.`;
}

export function priceUnsetMessage(titles: readonly string[]): string {
  return `${nameList(titles)} ${new Set(titles).size === 1 ? 'has' : 'have'} no price yet and cannot be made visible. Give every variant a price first.`;
}

/** A variant's prices in cents: whether it sells for 0.00 (its regular price, or its sale price while on sale). */
export function sellsForNothing(v: { priceCents: number; salePriceCents: number; onSale: boolean }): boolean {
  return v.priceCents <= 0 || (v.onSale && v.salePriceCents <= 0);
}

/** A stored product content item marks each variant whose price was never given (`priceUnset`). */
export function hasUnsetPrice(content: unknown): boolean {
  if (!isJsonObject(content) || !isJsonObject(content['structuredContent'])) return false;
  const variants = content['structuredContent']['variants'];
  return Array.isArray(variants) && variants.some((v) => isJsonObject(v) && v['priceUnset'] === true);
}
