/**
 * The installment offer of each variant of a product (each has its own price) and of its "from"
 * price, worked out on the server for the pill (shown-offer.ts picks one in the browser).
 */
import type { JsonValue } from '../../../engine/plugin.js';
import { getOwn } from '../../../engine/values.js';
import { productType } from '../product.js';
import { variantList } from '../structured-content.js';
import { currentPriceNode, fromPrice } from '../../money/product-prices.js';
import { readPrice, type Money } from '../../money/money.js';
import { installmentOffer, type InstallmentContext } from './installment-rules.js';
import { decimalText } from '../../money/cart-money.js';
import type { PricedOffer, ProductOffers } from './shown-offer.js';

function priced(type: number | undefined, price: Money, context: InstallmentContext): PricedOffer | undefined {
  const offer = installmentOffer(type, price, context);
  return offer && { offer, priceText: decimalText(price.amount, price.currency) };
}

/** Undefined when the product has no offer at all. */
export function productOffers(item: JsonValue, context: InstallmentContext | undefined): ProductOffers | undefined {
  if (context === undefined) return undefined;
  const type = productType(item);
  const fallback = priced(type, fromPrice(item), context);
  if (fallback === undefined) return undefined;
  const byVariant: Record<string, PricedOffer> = {};
  for (const variant of variantList(item) ?? []) {
    const id = getOwn(variant, 'id');
    const offer = priced(type, readPrice(currentPriceNode(variant)), context);
    if (typeof id === 'string' && offer) byVariant[id] = offer;
  }
  return { fallback, byVariant };
}
