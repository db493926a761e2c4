import type { Kysely, Selectable } from 'kysely';
import { lockCart, type CartRef } from './cart-ref.js';
import { loadCartView, type CartView } from './cart-view.js';
import { isStoreError, StoreError } from './errors.js';
import { additionalFieldsKey } from './json.js';
import { GIFT_CARD } from '../../domain/enums/product-type.js';
import { orderTotalCents } from '../../domain/commerce/order-total.js';
import { personalisationFields, personalisationOf } from '../../domain/commerce/personalisation.js';
import { confirmOrder, insertOrder, type NewOrder } from './order-insert.js';
import { recordOrderSubscriptions } from './subscriptions.js';
import { productLineSubscription } from '../../domain/commerce/billing-period.js';
import { takeStock } from './order-stock.js';
import { loadOrder, type GiftCardRecipient, type OrderView, type PostalAddress } from './order-view.js';
import type { CartTable, Database } from './schema.js';
import type { Store } from './store.js';
import { lockKeys, writeTransaction } from './transaction.js';
import { sameRequest } from './request-hash.js';
import { assertUnpaidRoom, emailKey, type UnpaidHolder } from './unpaid-orders.js';

export type { OrderView, OrderLineView, PostalAddress, GiftCardRecipient, OrderPaymentView } from './order-view.js';

export interface OrderCustomer {
  email: string;
  /** Required when the cart holds physical products. */
  shippingAddress?: PostalAddress | null;
  /** Required when the cart holds a gift card. */
  giftCardRecipient?: GiftCardRecipient | null;
}

/** What the payment provider decided before the order was written (site/features/payments/). */
export interface OrderPayment {
  provider: string;
  status: 'paid' | 'awaiting_payment';
  reference: string | null;
  instructions: string | null;
  testMode: boolean;
}

export interface PlaceOrderInput {
  currencyCode: string;
  customer: OrderCustomer;
  payment: OrderPayment;
  /** How long an unpaid order holds its stock, in ms. */
  holdMs: number;
  /** The most units one order may hold (default: no cap). */
  maxQuantity?: number;
  /** The client's key: the same key (from the same visitor or cart token) answers the same order. */
  idempotencyKey?: string;
  /** Digest of the request (request-hash.ts): the key reused with another request is refused. */
  requestHash?: string;
  /** Who places it, for the caps on unpaid orders (unpaid-orders.ts); none: no cap. */
  holder?: UnpaidHolder;
  /** The order's tax from the cart as locked (automatic tax); none when absent. `inclusive`: inside the prices. */
  taxOf?: (cart: CartView) => { taxCents: number; inclusive: boolean };
  /**
   * The order's price from the cart as locked (site/features/checkout/order-pricing.ts): discount,
   * shipping and tax by the one formula, and the discount code's use counted in this transaction.
   * When given it replaces `taxOf`.
   */
  priceOf?: (cart: CartView) => OrderPricing;
  /** What a gift card pays of the order, spent in this transaction (site/features/gift-cards/). */
  giftCard?: { cents: number; redeem(trx: Kysely<Database>, orderId: string, grandTotalCents: number, now: number): Promise<void> };
  /** A subscription's renewal (site/features/subscriptions/): the order names it and keeps its plan; no new subscription starts. */
  renewal?: { subscriptionId: string; payment: number; plan: string };
}

/** An order's price as placed (domain/commerce/cart-pricing.ts), and how its code's use is counted. */
export interface OrderPricing {
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  taxInclusive: boolean;
  discountCode: string | null;
  shippingOptionName: string | null;
  /** Counts the discount code's use (refusing when its last use is gone); absent without a code. */
  useCode?: (trx: Kysely<Database>, orderId: string, now: number) => Promise<void>;
}

/**
 * Turns a cart into an order in one transaction: the stock of every limited variant goes down by
 * what the cart holds (or nothing happens and `out-of-stock` names the first variant short), the
 * next order number is taken, and the confirmation email is queued in `notification_outbox`.
 * A request repeating an idempotency key answers the order that key placed, never a second one.
 */
export async function placeOrder(store: Store, ref: CartRef, input: PlaceOrderInput): Promise<OrderView> {
  return writeTransaction(store, async (trx) => {
    if (input.holder && input.payment.status === 'awaiting_payment') await lockKeys(store, trx, holderKeys(input.holder, input.customer.email));
    const locked = await lockCart(store, trx, ref, false).then(
      (cart) => ({ cart, refusal: undefined }),
      (error: unknown) => {
        if (input.idempotencyKey !== undefined && isStoreError(error, 'cart-purchased')) return { cart: undefined, refusal: error };
        throw error;
      },
    );
    if (input.idempotencyKey !== undefined) {
      const earlier = await orderOfKey(trx, ref, input.idempotencyKey, input.requestHash);
      if (earlier) return earlier;
    }
    if (locked.refusal) throw locked.refusal;
    if (!locked.cart) throw new StoreError('empty-cart');
    return orderFromCart(trx, locked.cart, input);
  });
}

async function orderFromCart(trx: Kysely<Database>, cart: Selectable<CartTable>, input: PlaceOrderInput): Promise<OrderView> {
  const view = await loadCartView(trx, cart);
  if (view.entries.length === 0) throw new StoreError('empty-cart');
  if (input.maxQuantity !== undefined && view.totalQuantity > input.maxQuantity) throw new StoreError('order-too-large', { max: input.maxQuantity });
  const { customer, payment } = input;
  if (view.requiresShipping && !customer.shippingAddress) throw new StoreError('shipping-address-required');
  const hasGiftCard = view.entries.some((e) => e.productType === GIFT_CARD);
  if (hasGiftCard && !customer.giftCardRecipient) throw new StoreError('gift-card-recipient-required');
  // A subscription whose billing period is not known could never renew as promised.
  if (!input.renewal && view.entries.some((e) => productLineSubscription(e.productContent)?.plan === null)) throw new StoreError('subscription-unavailable');
  if (input.holder && payment.status === 'awaiting_payment') await assertUnpaidRoom(trx, input.holder, customer.email, Date.now());
  await takeStock(trx, view);
  const priced = input.priceOf?.(view);
  const tax = priced ? { taxCents: priced.taxCents, inclusive: priced.taxInclusive } : (input.taxOf?.(view) ?? { taxCents: view.taxCents, inclusive: false });
  const shippingCents = priced?.shippingCents ?? view.shippingCostCents;
  const discountCents = priced?.discountCents ?? view.discountCents;

  const now = Date.now();
  const order: NewOrder = {
    status: payment.status,
    cart_id: cart.id,
    website_id: cart.website_id,
    visitor_id: cart.visitor_id,
    test_mode: payment.testMode ? 1 : 0,
    currency_code: input.currencyCode,
    subtotal_cents: view.subtotalCents,
    tax_cents: tax.taxCents,
    shipping_cents: shippingCents,
    discount_cents: discountCents,
    grand_total_cents: orderTotalCents({ subtotalCents: view.subtotalCents, discountCents, shippingCents, taxCents: tax.taxCents, taxInclusive: tax.inclusive }),
    customer_email: customer.email,
    shipping_address: view.requiresShipping && customer.shippingAddress ? JSON.stringify(customer.shippingAddress) : null,
    gift_card_recipient: hasGiftCard && customer.giftCardRecipient ? JSON.stringify(customer.giftCardRecipient) : null,
    payment_provider: payment.provider,
    payment_reference: payment.reference,
    payment_instructions: payment.instructions,
    expires_at: payment.status === 'awaiting_payment' ? now + input.holdMs : null,
    payment_status: payment.status === 'awaiting_payment' ? 'pending' : 'paid',
    payment_due_at: payment.status === 'awaiting_payment' ? now + input.holdMs : null,
    idempotency_key: input.idempotencyKey ?? null,
    request_hash: input.requestHash ?? null,
    placed_from: input.holder?.from ?? null,
    placed_by: input.holder?.by ?? null,
    email_key: emailKey(customer.email),
    gift_card_cents: input.giftCard?.cents ?? 0,
    subscription_id: input.renewal?.subscriptionId ?? null,
    subscription_payment: input.renewal?.payment ?? null,
  };
  const lines = view.entries.map((e) => ({
    product_id: e.itemId,
    variant_id: e.variantId,
    sku: e.chosenVariant.sku,
    variant_attributes: JSON.stringify(e.chosenVariant.attributes),
    product_name: e.title,
    product_type: e.productType,
    quantity: e.quantity,
    unit_price_cents: e.purchasePriceCents,
    additional_fields: additionalFieldsKey(e.additionalFields),
    personalisation: personalisationJson(e.productContent, e.additionalFields),
    subscription_plan: input.renewal?.plan ?? subscriptionPlanJson(e.productContent),
  }));
  const orderId = await insertOrder(trx, { ...order, ...(priced ? { discount_code: priced.discountCode, shipping_option_name: priced.shippingOptionName } : {}) }, lines, now);
  await priced?.useCode?.(trx, orderId, now);
  if (!input.renewal) await recordOrderSubscriptions(trx, orderId, { customerEmail: customer.email, paymentProvider: payment.provider }, now);
  await input.giftCard?.redeem(trx, orderId, order.grand_total_cents, now);
  await trx.updateTable('carts').set({ is_purchased: 1, order_id: orderId, updated_at: now }).where('id', '=', cart.id).execute();
  return confirmOrder(trx, orderId, now);
}

/** A subscription line's plan as it is now, kept with the order (null for a one-off purchase, or a plan not known). */
function subscriptionPlanJson(productContent: unknown): string | null {
  const plan = productLineSubscription(productContent)?.plan;
  return plan ? JSON.stringify(plan) : null;
}

/** The line's answers under its form's labels as they are now, kept with the order (null without). */
function personalisationJson(productContent: unknown, answers: unknown): string | null {
  const answered = personalisationOf(personalisationFields(productContent), answers);
  return answered.length === 0 ? null : JSON.stringify(answered);
}

/**
 * The order an idempotency key placed, when the same visitor (or cart token) sends it again with
 * the same request; `idempotency-conflict` when another visitor's order used it or the request differs.
 */
async function orderOfKey(trx: Kysely<Database>, ref: CartRef, key: string, hash: string | undefined): Promise<OrderView | undefined> {
  const row = await trx.selectFrom('orders').select(['id', 'visitor_id', 'cart_id', 'request_hash']).where('idempotency_key', '=', key).executeTakeFirst();
  if (!row) return undefined;
  const same = 'cartId' in ref ? row.cart_id === ref.cartId : row.visitor_id === ref.visitorId;
  if (!same) throw new StoreError('idempotency-conflict');
  if (hash !== undefined && !sameRequest(row.request_hash, hash)) throw new StoreError('idempotency-conflict');
  return loadOrder(trx, row.id);
}

/** The order an idempotency key already placed (as `orderOfKey`), read outside a transaction. */
export async function findOrderByKey(store: Store, ref: CartRef, key: string, hash?: string): Promise<OrderView | undefined> {
  return orderOfKey(store.db, ref, key, hash);
}

const holderKeys = (holder: UnpaidHolder, email: string): string[] => [`unpaid:from:${holder.from}`, `unpaid:by:${holder.by}`, `unpaid:email:${emailKey(email)}`];

export async function findOrder(store: Store, orderId: string): Promise<OrderView | undefined> {
  return loadOrder(store.db, orderId);
}

