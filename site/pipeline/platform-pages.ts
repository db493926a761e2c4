/**
 * The platform's own pages (cart 200, checkout 201, order confirmed 202, gift card 203): their
 * contexts, built from the cart or order as the API answers them, around the site's settings.
 */
import { belowMinimum, minimumSubtotal } from '../../domain/commerce/minimum-subtotal.js';
import { PageType } from '../../domain/enums/page-type.js';
import { isJsonObject, type JsonObject } from '../../domain/json-object.js';
import { variantLabel } from '../../domain/commerce/variant-label.js';
import { readWebsiteSettings } from '../../domain/content/website-settings.js';
import { readAmount } from '../../domain/money/money.js';

export const PLATFORM_TITLES = { cart: 'Shopping Cart', checkout: 'Checkout', 'order-confirmed': 'Order confirmed', 'gift-card': 'Gift card', subscription: 'Subscription' } as const;
export const GIFT_CARD_BUY_URL = '/checkout/gift-card/buy';
/** What the cart page says and links to, beside the cart itself. */
const CART_PAGE_TEXTS = { emptyText: 'Your cart is empty.', continueShoppingUrl: '/', checkoutUrl: '/checkout' } as const;

/**
 * The chosen variant's name as the templates print it without JavaScript ("Color: Blue, Size: M",
 * as the cart island shows it), from the spec's `chosenVariant.attributes`; empty without options.
 */
function withVariantLabel(entry: JsonObject): JsonObject {
  const variant = entry['chosenVariant'];
  const attributes = isJsonObject(variant) ? variant['attributes'] : undefined;
  return { ...entry, variantLabel: isJsonObject(attributes) ? variantLabel(stringValues(attributes)) : '' };
}

function stringValues(record: JsonObject): Record<string, string> {
  return Object.fromEntries(Object.entries(record).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

function entriesOf(cart: JsonObject): JsonObject[] {
  return Array.isArray(cart['entries']) ? (cart['entries'] as JsonObject[]).map(withVariantLabel) : [];
}

function collection(id: keyof typeof PLATFORM_TITLES, fullUrl: string): JsonObject {
  return { id, title: PLATFORM_TITLES[id], fullUrl, typeName: 'page' };
}

export function cartContext(base: JsonObject, cart: JsonObject, website: JsonObject): JsonObject {
  const entries = entriesOf(cart);
  const subtotal = readAmount(cart['subtotal']) ?? '0';
  const minimum = minimumSubtotal(readWebsiteSettings(website).storeSettings);
  return {
    ...base,
    pageType: PageType.byName['show-cart'],
    collection: collection('cart', '/cart'),
    cart: { ...CART_PAGE_TEXTS, ...cart, entries, ...(belowMinimum(subtotal, minimum) ? { belowMinimum: true, minimumSubtotal: minimum } : {}) },
  };
}

/** The checkout: the cart and, when it holds something, the checkout form (site/features/checkout/checkout-form.ts). */
export function checkoutContext(base: JsonObject, cart: JsonObject, checkout: JsonObject | undefined): JsonObject {
  const entries = entriesOf(cart);
  return {
    ...base,
    pageType: PageType.byName.checkout,
    collection: collection('checkout', '/checkout'),
    cart: { ...cart, entries, ...(entries.length > 0 && checkout ? { checkout } : {}) },
  };
}

export function orderConfirmedContext(base: JsonObject, order: JsonObject): JsonObject {
  return { ...base, pageType: PageType.byName['order-confirmed'], collection: collection('order-confirmed', '/checkout/order-confirmed'), order };
}

export function giftCardContext(base: JsonObject, card: { itemId: string; sku: string; title: string; price: JsonObject }, crumb: string): JsonObject {
  return {
    ...base,
    pageType: PageType.byName.donate,
    collection: collection('gift-card', '/checkout/gift-card'),
    giftCard: { ...card, crumb, buyUrl: GIFT_CARD_BUY_URL },
  };
}

/**
 * The subscription page (/checkout/subscription?cartToken=…, page type 206): the cart token's
 * subscription with its billing period and cycles ("every month", "Unavailable" when the plan is
 * not known), and the checkout form to buy it while the plan is known.
 */
export function subscriptionContext(base: JsonObject, cart: JsonObject, checkout: JsonObject | undefined): JsonObject {
  const entries = entriesOf(cart);
  const line = entries.find((e) => isJsonObject(e['subscription']));
  const subscription = line && isJsonObject(line['subscription']) ? line['subscription'] : undefined;
  const available = subscription !== undefined && subscription['plan'] !== null;
  return {
    ...base,
    pageType: PageType.byName['subscription-confirmed'],
    collection: collection('subscription', '/checkout/subscription'),
    cart: { ...cart, entries, ...(line && subscription ? { subscription: { ...subscription, available, title: line['title'] ?? '' } } : {}), ...(line && available && checkout ? { checkout } : {}) },
  };
}
