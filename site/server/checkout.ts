import {
  findCart, findOrder, findOrderByKey, isStoreError, placeOrder, PRODUCT_TYPE, releaseExpiredOrders, releaseIfExpired, requestHash, StoreError,
  type CartRef, type CartView, type OrderView, type Store, type UnpaidCaps,
} from '../db/index.js';
import { belowMinimum, minimumSubtotal, minimumSubtotalMessage } from '../../domain/commerce/minimum-subtotal.js';
import { formatMoney } from '../../domain/money/cldr-format.js';
import { kickMailer } from '../mail/mailer.js';
import { ApiError } from './api-error.js';
import { customerSchema, type CustomerNeeds } from './customer-schema.js';
import { moneyJson } from './money.js';
import { limitKey } from './rate-limit.js';
import { orderTax } from './order-tax.js';
import type { PlaceOrderBody } from './order-schemas.js';
import { checkoutSettings, providerFor, type CheckoutSettings } from './payments/index.js';
import { apiStore, currencyOf, siteWebsite } from './store.js';
import { validate } from './validate.js';
import { giftCardRedemption } from '../features/gift-cards/gift-card-checkout.js';
import { issueGiftCardsOfOrder } from '../features/gift-cards/issue-gift-cards.js';
import { issueDownloadLinks } from '../features/digital-goods/download-links.js';

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
    giftCardRecipient: cart?.entries.some((e) => e.productType === PRODUCT_TYPE.giftCard) ?? false,
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
 * stock, figures the tax from the shipping address (automatic tax), numbers the order and queues
 * its confirmation email.
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
  const provider = providerFor(settings, request.body.paymentProvider);
  if (!provider) throw new ApiError(400, 'invalid-input', UNAVAILABLE_PROVIDER, [{ path: 'paymentProvider', message: UNAVAILABLE_PROVIDER }]);
  const taxOf = await orderTax(store, customer.shippingAddress);
  const tax = taxOf?.(cart);
  const grandTotalCents = cart.grandTotalCents + (tax && !tax.inclusive ? tax.taxCents : 0);
  const giftCard = await giftCardRedemption(store, cart, grandTotalCents, currencyOf(website));
  const dueCents = grandTotalCents - (giftCard?.cents ?? 0);
  const payment = giftCard && dueCents === 0 ? giftCard.payment : await provider.begin({ grandTotalCents: dueCents, currencyCode: currencyOf(website) });
  await releaseExpiredOrders(store);
  const order = await placeOrder(store, ref, {
    currencyCode: currencyOf(website),
    customer,
    payment,
    holdMs: settings.holdMs,
    maxQuantity: settings.maxOrderQuantity,
    holder: { from: limitKey('order-from', request.address), by: limitKey('order-by', request.visitorId), caps: settings.unpaidCaps },
    ...(request.idempotencyKey !== undefined && hash !== undefined ? { idempotencyKey: request.idempotencyKey, requestHash: hash } : {}),
    ...(taxOf ? { taxOf } : {}),
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
  const minimum = minimumSubtotal(website['storeSettings']);
  const currency = currencyOf(website);
  if (minimum === undefined) return;
  if (!belowMinimum(moneyJson(cart.subtotalCents, currency).decimalValue, minimum)) return;
  throw new ApiError(409, 'below-minimum', minimumSubtotalMessage(formatMoney(minimum, currency, 'en-US')));
}

/**
 * An order its viewer may see: their own, or a cart-token order when they hold the token (the
 * id of the cart it was placed from). Anyone else's, or none, is `undefined`: ids leak nothing.
 * An unpaid order past its hold is released first, so the page shows it cancelled.
 */
export async function visitorOrder(orderId: string, visitorId: string | undefined, cartToken?: string): Promise<OrderView | undefined> {
  const store = await apiStore();
  startReleasing(store);
  const order = await findOrder(store, orderId);
  if (!order) return undefined;
  const mine = order.visitorId !== null ? visitorId !== undefined && order.visitorId === visitorId : cartToken !== undefined && cartToken === order.purchasedCartId;
  if (!mine) return undefined;
  if (order.status === 'awaiting_payment' && order.payment.expiresAt !== null && order.payment.expiresAt <= Date.now()) {
    await releaseIfExpired(store, order.id);
    return findOrder(store, orderId);
  }
  return order;
}

let releasing = false;

/**
 * Besides the lazy releases of checkout and order pages, each process looks for lapsed unpaid
 * orders every `ORDER_RELEASE_INTERVAL_MS` (default 60 s; 0 turns the timer off), so their stock
 * returns even when nobody checks out.
 */
function startReleasing(store: Store): void {
  if (releasing) return;
  releasing = true;
  const raw = process.env['ORDER_RELEASE_INTERVAL_MS'];
  const every = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : 60_000;
  if (every === 0) return;
  const timer = setInterval(() => {
    releaseExpiredOrders(store).catch((error: unknown) => console.error('[orders] releasing lapsed unpaid orders failed:', error));
  }, every);
  timer.unref();
}
