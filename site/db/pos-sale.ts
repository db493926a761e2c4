/**
 * A sale rung up in person (domain/admin/store/point-of-sale.ts), recorded as an order in one
 * write transaction: the lines priced from the catalogue as it is now (sale prices included), the
 * stock of every limited variant taken (or nothing happens and `out-of-stock` names the first one
 * short), the next order number, and a basket cart of its own (every order has one) that belongs to
 * no visitor. Paid and handed over at once, so the order is `fulfilled`. The confirmation email is
 * queued when the customer gave an address. The same sale key answers the order it recorded when
 * the sale is the same (request-hash.ts), and is refused (`idempotency-conflict`) for another sale.
 */
import type { Kysely } from 'kysely';
import { POS_PROVIDER, type PosMethod } from '../../domain/admin/store/point-of-sale.js';
import { isStoreError, isUniqueViolation, StoreError } from './errors.js';
import { newId } from './ids.js';
import { requestHash, sameRequest } from './request-hash.js';
import { confirmOrder, insertOrder, type NewOrder } from './order-insert.js';
import { takeVariantStock } from './order-stock.js';
import { loadOrder, type OrderView } from './order-view.js';
import type { Database } from './schema.js';
import type { Store } from './store.js';
import { writeTransaction } from './transaction.js';

export interface PosSaleRecord {
  saleKey: string;
  lines: readonly { variantId: string; quantity: number }[];
  method: PosMethod;
  customerEmail: string | null;
  currencyCode: string;
  /** Cash handed over: a sale it does not cover is refused (`cash-short`). */
  coverCents?: number;
}

const keyOf = (saleKey: string): string => `pos:${saleKey}`;

/** What makes two sales under one key the same sale: everything but the key. */
const saleHash = ({ saleKey: _key, ...sale }: PosSaleRecord): string => requestHash(sale);

export async function recordPosSale(store: Store, sale: PosSaleRecord): Promise<OrderView> {
  try {
    return await writeTransaction(store, async (trx) => (await saleOfKey(trx, sale)) ?? insertSale(trx, store.websiteId, sale));
  } catch (error) {
    // The same sale sent twice at once (PostgreSQL): the second waits for the first, whose key then refuses it.
    if (!isUniqueViolation(error)) throw error;
    return required(await saleOfKey(store.db, sale));
  }
}

async function saleOfKey(db: Kysely<Database>, sale: PosSaleRecord): Promise<OrderView | undefined> {
  const earlier = await db.selectFrom('orders').select(['id', 'request_hash']).where('idempotency_key', '=', keyOf(sale.saleKey)).executeTakeFirst();
  if (!earlier) return undefined;
  if (!sameRequest(earlier.request_hash, saleHash(sale))) throw new StoreError('idempotency-conflict');
  return loadOrder(db, earlier.id);
}

async function insertSale(trx: Kysely<Database>, websiteId: string, sale: PosSaleRecord): Promise<OrderView> {
  const ids = sale.lines.map((l) => l.variantId);
  const variants = await trx
    .selectFrom('variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.id', 'v.product_id', 'v.sku', 'v.attributes', 'v.price_cents', 'v.sale_price_cents', 'v.on_sale', 'p.title', 'p.product_type'])
    .where('v.id', 'in', ids)
    .execute();
  const byId = new Map(variants.map((v) => [v.id, v]));
  const priced = sale.lines.map((l) => {
    const v = byId.get(l.variantId);
    if (!v) throw new StoreError('unknown-variant', { variantId: l.variantId });
    return { ...l, variant: v, unitPriceCents: v.on_sale === 1 ? v.sale_price_cents : v.price_cents };
  });
  const total = priced.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  if (sale.coverCents !== undefined && sale.coverCents < total) throw new StoreError('cash-short', { totalCents: total });
  await takeVariantStock(trx, priced.map((l) => ({ variantId: l.variantId, sku: l.variant.sku, quantity: l.quantity }))).catch((error: unknown) => {
    // The screen names the product that ran short, not only its SKU.
    if (!isStoreError(error, 'out-of-stock')) throw error;
    const short = priced.find((l) => l.variant.sku === error.detail['sku']);
    throw new StoreError('out-of-stock', { ...error.detail, title: short?.variant.title ?? String(error.detail['sku']) });
  });

  const now = Date.now();
  const cartId = newId();
  await trx.insertInto('carts').values({ id: cartId, website_id: websiteId, visitor_id: null, is_purchased: 1, order_id: null, created_at: now, updated_at: now }).execute();
  const order: NewOrder = {
    status: 'fulfilled',
    cart_id: cartId,
    website_id: websiteId,
    visitor_id: null,
    test_mode: 0,
    currency_code: sale.currencyCode,
    subtotal_cents: total,
    tax_cents: 0,
    shipping_cents: 0,
    discount_cents: 0,
    grand_total_cents: total,
    customer_email: sale.customerEmail,
    shipping_address: null,
    gift_card_recipient: null,
    payment_provider: POS_PROVIDER,
    payment_reference: sale.method,
    payment_instructions: null,
    expires_at: null,
    idempotency_key: keyOf(sale.saleKey),
    request_hash: saleHash(sale),
    placed_from: null,
    placed_by: null,
    email_key: null,
  };
  const lines = priced.map((l) => ({
    product_id: l.variant.product_id,
    variant_id: l.variantId,
    sku: l.variant.sku,
    variant_attributes: l.variant.attributes,
    product_name: l.variant.title,
    product_type: l.variant.product_type,
    quantity: l.quantity,
    unit_price_cents: l.unitPriceCents,
    additional_fields: '',
  }));
  const orderId = await insertOrder(trx, order, lines, now);
  await trx.updateTable('carts').set({ order_id: orderId }).where('id', '=', cartId).execute();
  return confirmOrder(trx, orderId, now);
}

function required(order: OrderView | undefined): OrderView {
  if (!order) throw new Error('the sale vanished inside its own transaction');
  return order;
}
