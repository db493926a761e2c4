/**
 * The checkout page's gift card form (`cart.checkout.giftCard`, absent while gift cards are off):
 * where the code is posted, the refusal of the last post, and the applied card with what it pays,
 * its balance after this order and what is left to pay by another method, as money values.
 */
import type { CartView, Store } from '../../db/index.js';
import { currentEntitlements } from '../entitlements/entitlements.js';
import { moneyJson } from '../../../domain/money/money-json.js';
import { checkoutGiftCard } from './gift-card-checkout.js';

export const GIFT_CARD_APPLY_URL = '/checkout/gift-card/apply';
export const GIFT_CARD_REMOVE_URL = '/checkout/gift-card/remove';

export async function giftCardForm(store: Store, cart: CartView, currency: string, crumb: string, cartToken: string | undefined, flash: string | undefined) {
  if (!(await currentEntitlements()).giftCards) return undefined;
  const applied = await checkoutGiftCard(store, cart, cart.grandTotalCents, currency);
  const money = (cents: number) => moneyJson(cents, currency);
  return {
    applyUrl: GIFT_CARD_APPLY_URL,
    removeUrl: GIFT_CARD_REMOVE_URL,
    crumb,
    cartToken: cartToken ?? null,
    error: flash ?? applied?.problem ?? null,
    applied: applied && !applied.problem
      ? { masked: applied.masked, pays: money(applied.paysCents), balanceAfter: money(applied.balanceAfterCents), leftToPay: money(applied.leftToPayCents) }
      : null,
  };
}
