import {
  findCart, findOrder, findOrderByKey, isStoreError, placeOrder, requestHash, StoreError,
  type CartRef, type CartView, type OrderView, type Store, type UnpaidCaps,
} from '../../db/index.js';
import { belowMinimum, minimumSubtotal, minimumSubtotalMessage } from '../../../domain/commerce/minimum-subtotal.js';
import { decimalText } from '../../../domain/money/cart-money.js';
import { kickMailer } from '../../mail/mailer.js';
import { ApiError } from '../../edge/api-error.js';
import { customerSchema, type CustomerNeeds } from './customer-schema.js';
import { centsText } from '../../../domain/money/money-json.js';
import { GIFT_CARD } from '../../../domain/enums/product-type.js';
import { limitKey } from '../../edge/rate-limit.js';
import { checkoutPricing } from './order-pricing.js';
import type { PlaceOrderBody } from './order-schemas.js';
import { cartOffer, checkoutSettings, merchandisingContextOf, providerFor, type CheckoutSettings } from '../payments/index.js';
import { apiStore, currencyOf, siteContent, siteWebsite } from '../../server/store.js';
import { validate } from '../../edge/validate.js';
import { readWebsiteSettings } from '../../../domain/content/website-settings.js';
import { expireDueOrders, expireIfDue } from '../orders/payment-expiry.js';
import { startOrderSchedule } from '../orders/order-schedule.js';
import { validOrderToken } from '../orders/order-link.js';
import { siteInfo } from '../../server/site-info.js';
import { giftCardRedemption } from '../gift-cards/gift-card-checkout.js';
import { issueGiftCardsOfOrder } from '../gift-cards/issue-gift-cards.js';
import { issueDownloadLinks } from '../digital-goods/download-links.js';

/**
 * The cart a cart token names: a cart of its own (no visitor owns it) not yet purchased. A
 * visitor's cart is never reachable by its id, so a token is only ever a cart-token cart.
 */
export async function tokenCart(cartToken: string): Promise<CartView | undefined> {
  const cart = await findCart(await apiStore(), { cartId: cartToken });
  return cart && cart.visitorId === null && !cart.isPurchased ? cart : undefined;
}

/** What this cart asks of the customer. */
export function customerNeeds(cart: CartView | undefined, settings: CheckoutSettings): CustomerNeeds {
  return {
    shipping: cart?.requiresShipping ?? false,
    giftCardRecipient: cart?.entries.some((e) => e.productType === GIFT_CARD) ?? false,
    shipsTo: settings.shipsTo,
  };
}

export interface CheckoutRequest {
  visitorId: string;
  /** The client's address as the limits count it (rate-limit.ts `addressOf`). */
  address: string;
  cartToken?: string | undefined;
  idempotencyKey?: string | undefined;
  /** The body (JSON, or a form post read by `formInput`), checked by `placeOrderSchema` already. */
  body: PlaceOrderBody;
}

/**
 * Places the order of the visitor's open cart (or of the cart a cart token names). In order: a
 * repeated idempotency key answers the order it placed when the request is the same (another
 * request under it: 409); an empty cart is refused (409); the
 * customer's details are checked against what the cart needs (400 naming each field); a subtotal
 * under the store's minimum is refused (409); the payment method must be one the site enables
 * (400). Then unpaid orders past their hold give their stock back, and the data layer's
 * transaction checks the caps on unpaid orders (per visitor, address and email: 409), takes the
 * stock, prices the order (discount code counted, shipping option, tax from the shipping address:
 * order-pricing.ts), numbers the order and queues its confirmation email.
 */
export async function checkoutCart(request: CheckoutRequest): Promise<OrderView> {
  const store = await apiStore();
  startReleasing(store);
  const website = await siteWebsite();
  const settings = checkoutSettings(website);
  const ref: CartRef = request.cartToken === undefined ? { visitorId: request.visitorId } : { cartId: request.cartToken };
  const hash = request.idempotencyKey === undefined ? undefined : requestHash(orderRequest(request));
  if (request.idempotencyKey !== undefined) {
    const earlier = await findOrderByKey(store, ref, request.idempotencyKey, hash);
    if (earlier) return earlier;
  }
  const cart = await findCart(store, ref);
  if (request.cartToken !== undefined && (!cart || cart.visitorId !== null)) throw new StoreError('unknown-cart');
  if (request.cartToken !== undefined && cart?.isPurchased) throw new StoreError('cart-purchased');
  if (!cart || cart.entries.length === 0) throw new StoreError('empty-cart');
  const customer = validate(customerSchema(customerNeeds(cart, settings)), request.body);
  assertMinimum(cart, website);
  // Afterpay/Clearpay only for a cart that qualifies (every item physical and offering it, in range).
  const installments = request.body.paymentProvider === 'afterpay' ? cartOffer(cart, currencyOf(website), merchandisingContextOf(await siteContent())) : undefined;
  const provider = providerFor(settings, request.body.paymentProvider, installments);
  if (!provider) throw new ApiError(400, 'invalid-input', UNAVAILABLE_PROVIDER, [{ path: 'paymentProvider', message: UNAVAILABLE_PROVIDER }]);
  const { pricing, priceOf } = await checkoutPricing(store, cart, { currency: currencyOf(website), email: customer.email, shippingAddress: customer.shippingAddress, optionId: request.body.shippingOption });
  const grandTotalCents = pricing.grandTotalCents;
  const giftCard = await giftCardRedemption(store, cart, grandTotalCents, currencyOf(website));
  const dueCents = grandTotalCents - (giftCard?.cents ?? 0);
  const payment = giftCard && dueCents === 0 ? giftCard.payment : await provider.begin({ grandTotalCents: dueCents, currencyCode: currencyOf(website) });
  await expireDueOrders(store, Date.now(), await siteInfo());
  const order = await placeOrder(store, ref, {
    currencyCode: currencyOf(website),
    customer,
    payment,
    holdMs: provider.id === 'manual' ? settings.manualPaymentMs : settings.holdMs,
    maxQuantity: settings.maxOrderQuantity,
    holder: { from: limitKey('order-from', request.address), by: limitKey('order-by', request.visitorId), caps: settings.unpaidCaps },
    ...(request.idempotencyKey !== undefined && hash !== undefined ? { idempotencyKey: request.idempotencyKey, requestHash: hash } : {}),
    priceOf,
    ...(giftCard ? { giftCard } : {}),
  }).catch((error: unknown) => {
    throw isStoreError(error, 'too-many-unpaid') ? tooManyUnpaid(error, settings.unpaidCaps) : error;
  });
  await issueGiftCardsOfOrder(store, order);
  await issueDownloadLinks(store, order);
  kickMailer();
  return order;
}

/** What an idempotency key stands for: the order asked, without the crumb and the key itself. */
function orderRequest(request: CheckoutRequest): unknown {
  const { crumb: _crumb, idempotencyKey: _key, ...asked } = request.body;
  return { ...asked, cartToken: request.cartToken ?? null };
}

function tooManyUnpaid(error: StoreError, caps: UnpaidCaps): ApiError {
  const max = Number(error.detail['max'] ?? caps.perVisitor);
  const orders = `${String(max)} ${max === 1 ? 'order' : 'orders'}`;
  const message =
    error.detail['scope'] === 'email'
      ? `This email address already has ${orders} awaiting payment. Please pay for one of them, or wait until its hold ends, before placing another.`
      : error.detail['scope'] === 'address'
        ? `Your network already has ${orders} awaiting payment. Please pay for one of them, or wait until its hold ends, before placing another.`
        : `You already have ${orders} awaiting payment. Please pay for one of them, or wait until its hold ends, before placing another.`;
  return new ApiError(409, 'too-many-unpaid', message);
}

const UNAVAILABLE_PROVIDER = 'That payment method is not available in this shop.';

/** Refuses (409) a cart whose subtotal is under the store's minimum order subtotal. */
function assertMinimum(cart: CartView, website: Record<string, unknown>): void {
  const minimum = minimumSubtotal(readWebsiteSettings(website).storeSettings);
  const currency = currencyOf(website);
  if (minimum === undefined) return;
  if (!belowMinimum(centsText(cart.subtotalCents, currency), minimum)) return;
  throw new ApiError(409, 'below-minimum', minimumSubtotalMessage(decimalText(minimum, currency)));
}

/**
 * An order its viewer may see: their own, or a cart-token order when they hold the token (the
 * id of the cart it was placed from). Anyone else's, or none, is `undefined`: ids leak nothing.
 * An unpaid order past its hold is released first, so the page shows it cancelled.
 */
export async function visitorOrder(orderId: string, visitorId: string | undefined, cartToken?: string, linkToken?: string): Promise<OrderView | undefined> {
  const store = await apiStore();
  startReleasing(store);
  const order = await findOrder(store, orderId);
  if (!order) return undefined;
  const owned = order.visitorId !== null ? visitorId !== undefined && order.visitorId === visitorId : cartToken !== undefined && cartToken === order.purchasedCartId;
  // The signed link of the order's emails opens it in any browser (site/features/orders/order-link.ts).
  const mine = owned || validOrderToken(order.id, linkToken);
  if (!mine) return undefined;
  if (order.status === 'awaiting_payment' && order.payment.expiresAt !== null && order.payment.expiresAt <= Date.now()) {
    if (await expireIfDue(store, order.id, Date.now(), await siteInfo())) kickMailer();
    return findOrder(store, orderId);
  }
  return order;
}

/** The process's order schedule (site/features/orders/order-schedule.ts): reminders and expiries with their emails. */
function startReleasing(store: Store): void {
  startOrderSchedule(store, siteInfo, kickMailer);
}
