/**
 * Which products a shop may sell given its entitlements (domain/admin/entitlements.ts): no
 * subscription without subscriptions, no gift card without gift cards. Shared by the page
 * pipeline (no buy box) and the cart calls (refused with this message).
 */
import type { Entitlements } from '../admin/entitlements.js';
import { GIFT_CARD } from '../enums/product-type.js';


export const SALE_OFF_MESSAGES = {
  subscriptions: 'Subscriptions are not available in this shop.',
  giftCards: 'Gift cards are not available in this shop.',
} as const;

/** Why the product cannot be sold now, or undefined when it can. */
export function saleRefusal(product: { productType: number; isSubscribable: boolean }, entitlements: Entitlements): string | undefined {
  if (product.isSubscribable && !entitlements.subscriptions) return SALE_OFF_MESSAGES.subscriptions;
  if (product.productType === GIFT_CARD && !entitlements.giftCards) return SALE_OFF_MESSAGES.giftCards;
  return undefined;
}
