/**
 * The cart page (page type 200), the checkout page (201) and the order-confirmed page (202):
 * their templates and JSON contexts, built from the cart and the order as the calls answer them. Pure: the Astro
 * pages fetch the cart or order from the store and hand them in, so tests resolve them the same way.
 */
import { belowMinimum, minimumSubtotal } from '../../domain/commerce/minimum-subtotal.js';
import { PAGE_TYPE, pageTitle, resolveDemoRoute, siteContext, type ResolvedPage } from './demo-routes.js';
import type { DemoStore, JsonObject } from './demo-store.js';

export const CHECKOUT_TITLE = 'Checkout';
export const ORDER_CONFIRMED_TITLE = 'Order confirmed';

/** A variant's attributes as the option values the library's `variant-descriptor` reads. */
function withOptionValues(entry: JsonObject): JsonObject {
  const variant = entry['chosenVariant'];
  if (variant === null || typeof variant !== 'object') return entry;
  const attributes = (variant as JsonObject)['attributes'];
  const optionValues =
    attributes !== null && typeof attributes === 'object'
      ? Object.entries(attributes as JsonObject).map(([optionName, value]) => ({ optionName, value }))
      : [];
  return { ...entry, chosenVariant: { ...(variant as JsonObject), optionValues } };
}

/**
 * The checkout page: the visitor's cart (lines with money values, totals) and the "Place order"
 * form, which posts to the orders call with the visitor's crumb (and the cart token, for a cart
 * token's cart) in hidden fields, never in the URL (where logs and referrers would keep it).
 */
export function checkoutPage(store: DemoStore, cart: JsonObject, crumb: string, cartToken?: string): ResolvedPage {
  const entries = Array.isArray(cart['entries']) ? (cart['entries'] as JsonObject[]) : [];
  return {
    template: 'checkout',
    status: 200,
    title: pageTitle(store, CHECKOUT_TITLE),
    context: {
      ...siteContext(store),
      pageType: PAGE_TYPE.checkout,
      collection: { id: 'checkout', title: CHECKOUT_TITLE, fullUrl: '/checkout' },
      cart: {
        ...cart,
        entries: entries.map(withOptionValues),
        // Only a cart holding something can be checked out: the template shows the form then.
        ...(entries.length > 0 ? { checkout: { placeOrderUrl: '/api/commerce/orders', crumb, cartToken: cartToken ?? null, testMode: true } } : {}),
      },
    },
  };
}

/**
 * The cart page with the visitor's cart as the server has it now (the engine renders it, so it
 * reads right before the cart island hydrates, or without JavaScript), and `belowMinimum` when
 * the subtotal is under the store's minimum.
 */
export function cartPage(store: DemoStore, cart: JsonObject & { subtotal: { decimalValue: string } }): ResolvedPage {
  const shell = resolveDemoRoute(store, { page: 'cart' });
  const entries = Array.isArray(cart['entries']) ? (cart['entries'] as JsonObject[]) : [];
  const minimum = minimumSubtotal(store.website.website['storeSettings']);
  return {
    ...shell,
    context: {
      ...shell.context,
      cart: {
        ...(shell.context['cart'] as JsonObject),
        ...cart,
        entries: entries.map(withOptionValues),
        ...(belowMinimum(cart.subtotal.decimalValue, minimum) ? { belowMinimum: true } : {}),
      },
    },
  };
}

/** The order-confirmed page of an order (the order confirmation the orders call answers). */
export function orderConfirmedPage(store: DemoStore, order: JsonObject): ResolvedPage {
  return {
    template: 'order-confirmed',
    status: 200,
    title: pageTitle(store, ORDER_CONFIRMED_TITLE),
    context: {
      ...siteContext(store),
      pageType: PAGE_TYPE.orderConfirmed,
      collection: { id: 'order-confirmed', title: ORDER_CONFIRMED_TITLE },
      order,
    },
  };
}

export const GIFT_CARD_TITLE = 'Gift card';
export const GIFT_CARD_BUY_URL = '/checkout/gift-card/buy';

/** The gift-card page: the card and its chosen denomination, with the form that buys it. */
export function giftCardPage(
  store: DemoStore,
  card: { itemId: string; sku: string; title: string; price: JsonObject },
  crumb: string,
): ResolvedPage {
  return {
    template: 'gift-card',
    status: 200,
    title: pageTitle(store, GIFT_CARD_TITLE),
    context: {
      ...siteContext(store),
      pageType: PAGE_TYPE.giftCard,
      collection: { id: 'gift-card', title: GIFT_CARD_TITLE, fullUrl: '/checkout/gift-card' },
      giftCard: { ...card, crumb, buyUrl: GIFT_CARD_BUY_URL },
    },
  };
}
