/**
 * The Orders screen's list: newest first (by order number), a page at a time with a cursor of the
 * last number shown, filtered by status and by a search that is an order number (`1042`, `#1042`)
 * or part of the customer's email (case-insensitive, the same on SQLite and PostgreSQL).
 */
import { sql } from 'kysely';
import { orderNumberOfSearch, type OrderListQuery, type OrderPage, type OrderRow } from '../../../domain/admin/orders.js';
import { isOrderStatus } from '../../../domain/commerce/order-status.js';
import { isFulfilmentState, isPaymentState } from '../../../domain/commerce/order-lifecycle.js';
import { decodeCursor, InvalidCursorError, toPage } from '../../db/cursor.js';
import type { Store } from '../../db/index.js';

const likePattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function pageOrders(store: Store, query: OrderListQuery): Promise<OrderPage> {
  let before: number | undefined;
  if (query.cursor !== undefined) {
    const key = decodeCursor(query.cursor, ['number']);
    if (!key) throw new InvalidCursorError();
    before = Number(key[0]);
  }
  let select = store.db
    .selectFrom('orders')
    .select((eb) => [
      'id', 'number', 'status', 'created_at', 'customer_email', 'grand_total_cents', 'currency_code', 'test_mode', 'payment_status', 'fulfilment_status',
      eb.selectFrom('order_lines').select((l) => l.fn.sum<number | string | null>('quantity').as('n')).whereRef('order_lines.order_id', '=', 'orders.id').as('item_count'),
    ])
    .orderBy('number', 'desc')
    .limit(query.limit + 1);
  if (query.status) select = select.where('status', '=', query.status);
  if (query.payment) select = select.where('payment_status', '=', query.payment);
  if (query.fulfilment) select = select.where('fulfilment_status', '=', query.fulfilment);
  if (before !== undefined) select = select.where('number', '<', before);
  const q = query.q?.trim() ?? '';
  if (q !== '') {
    const number = orderNumberOfSearch(q);
    select = number !== undefined
      ? select.where((eb) => eb.or([eb('number', '=', number), sql<boolean>`lower(customer_email) like ${likePattern(q)} escape '\\'`]))
      : select.where(sql<boolean>`lower(customer_email) like ${likePattern(q)} escape '\\'`);
  }
  const rows = await select.execute();
  const page = toPage(rows, query.limit, (r) => [Number(r.number)]);
  return {
    orders: page.items.map((r): OrderRow => ({
      id: r.id,
      number: Number(r.number),
      status: isOrderStatus(r.status) ? r.status : 'cancelled',
      created: Number(r.created_at),
      customerEmail: r.customer_email,
      itemCount: Number(r.item_count ?? 0),
      grandTotalCents: Number(r.grand_total_cents),
      currencyCode: r.currency_code,
      testMode: Number(r.test_mode) === 1,
      paymentStatus: isPaymentState(r.payment_status) ? r.payment_status : 'paid',
      fulfilmentStatus: isFulfilmentState(r.fulfilment_status) ? r.fulfilment_status : 'unfulfilled',
    })),
    hasNextPage: page.hasNextPage,
    nextPageCursor: page.nextPageCursor,
  };
}
