import type { Kysely, Selectable } from 'kysely';
import { lockCart, type CartRef } from './cart-ref.js';
import { loadCartView, type CartView } from './cart-view.js';
import { StoreError } from './errors.js';
import { newId } from './ids.js';
import { additionalFieldsKey, parseAdditionalFields } from './json.js';
import type { Database, OrderTable } from './schema.js';
import type { Store } from './store.js';
import { writeTransaction } from './transaction.js';

export interface OrderLineView {
  sku: string;
  itemId: string;
  variantId: string;
  productName: string;
  productType: number;
  quantity: number;
  unitPriceCents: number;
  additionalFields: unknown;
}

/** The order confirmation of the specification, amounts in cents. */
export interface OrderView {
  id: string;
  purchasedCartId: string;
  testMode: boolean;
  websiteId: string;
  visitorId: string | null;
  currencyCode: string;
  items: OrderLineView[];
  subtotalCents: number;
  taxTotalCents: number;
  shippingTotalCents: number;
  discountTotalCents: number;
  grandTotalCents: number;
  created: number;
}

export interface PlaceOrderInput {
  currencyCode: string;
  /** No payment provider is called; every order is a test order for now. */
  testMode?: boolean;
}

/**
 * Turns a cart into an order in one transaction: stock of every limited variant goes down by
 * what the cart holds, or nothing happens and `out-of-stock` names the first variant short.
 * Concurrent checkouts never oversell: each decrement is conditional on the stock left.
 */
export async function placeOrder(store: Store, ref: CartRef, input: PlaceOrderInput): Promise<OrderView> {
  return writeTransaction(store, async (trx) => {
    const cart = await lockCart(store, trx, ref, false);
    if (!cart) throw new StoreError('empty-cart');
    const view = await loadCartView(trx, cart);
    if (view.entries.length === 0) throw new StoreError('empty-cart');
    await takeStock(trx, view);

    const orderId = newId();
    const now = Date.now();
    await trx
      .insertInto('orders')
      .values({
        id: orderId,
        cart_id: cart.id,
        website_id: cart.website_id,
        visitor_id: cart.visitor_id,
        test_mode: input.testMode === false ? 0 : 1,
        currency_code: input.currencyCode,
        subtotal_cents: view.subtotalCents,
        tax_cents: view.taxCents,
        shipping_cents: view.shippingCostCents,
        discount_cents: view.discountCents,
        grand_total_cents: view.grandTotalCents,
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('order_lines')
      .values(
        view.entries.map((e, position) => ({
          id: newId(),
          order_id: orderId,
          position,
          product_id: e.itemId,
          variant_id: e.variantId,
          sku: e.chosenVariant.sku,
          product_name: e.title,
          product_type: e.productType,
          quantity: e.quantity,
          unit_price_cents: e.purchasePriceCents,
          additional_fields: additionalFieldsKey(e.additionalFields),
        })),
      )
      .execute();
    await trx.updateTable('carts').set({ is_purchased: 1, order_id: orderId, updated_at: now }).where('id', '=', cart.id).execute();
    return required(await loadOrder(trx, orderId));
  });
}

export async function findOrder(store: Store, orderId: string): Promise<OrderView | undefined> {
  return loadOrder(store.db, orderId);
}

async function takeStock(trx: Kysely<Database>, cart: CartView): Promise<void> {
  const wanted = new Map<string, { sku: string; quantity: number }>();
  for (const e of cart.entries) {
    const w = wanted.get(e.variantId) ?? { sku: e.chosenVariant.sku, quantity: 0 };
    w.quantity += e.quantity;
    wanted.set(e.variantId, w);
  }
  // One order of locking for every checkout, so two never wait on each other's rows.
  const inOrder = [...wanted].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [variantId, { sku, quantity }] of inOrder) {
    const result = await trx
      .updateTable('variants')
      .set((eb) => ({ qty_in_stock: eb('qty_in_stock', '-', quantity) }))
      .where('id', '=', variantId)
      .where('unlimited', '=', 0)
      .where('qty_in_stock', '>=', quantity)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) continue;
    const variant = await trx.selectFrom('variants').select(['unlimited', 'qty_in_stock']).where('id', '=', variantId).executeTakeFirst();
    if (variant?.unlimited === 1) continue;
    throw new StoreError('out-of-stock', { sku, available: variant?.qty_in_stock ?? 0 });
  }
}

async function loadOrder(db: Kysely<Database>, orderId: string): Promise<OrderView | undefined> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) return undefined;
  const lines = await db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
  return toOrderView(order, lines.map((l) => ({
    sku: l.sku,
    itemId: l.product_id,
    variantId: l.variant_id,
    productName: l.product_name,
    productType: l.product_type,
    quantity: l.quantity,
    unitPriceCents: l.unit_price_cents,
    additionalFields: parseAdditionalFields(l.additional_fields),
  })));
}

function toOrderView(o: Selectable<OrderTable>, items: OrderLineView[]): OrderView {
  return {
    id: o.id,
    purchasedCartId: o.cart_id,
    testMode: o.test_mode === 1,
    websiteId: o.website_id,
    visitorId: o.visitor_id,
    currencyCode: o.currency_code,
    items,
    subtotalCents: o.subtotal_cents,
    taxTotalCents: o.tax_cents,
    shippingTotalCents: o.shipping_cents,
    discountTotalCents: o.discount_cents,
    grandTotalCents: o.grand_total_cents,
    created: o.created_at,
  };
}

function required(order: OrderView | undefined): OrderView {
  if (!order) throw new Error('order vanished inside its own transaction');
  return order;
}
