import { sql } from 'kysely';
import type { OrderStatus } from '../../domain/commerce/order-status.js';
import { toVariantRecord, type VariantRecord } from './catalog.js';
import { decodeCursor, InvalidCursorError, toPage, type Page } from './cursor.js';
import { toOrderView, type OrderView } from './order-view.js';
import type { Store } from './store.js';

/** A product as the Commerce API lists it: the catalogue's row with its variants and times. */
export interface ApiProductRecord {
  id: string;
  urlId: string;
  title: string;
  productType: number;
  isSubscribable: boolean;
  content: unknown;
  created: number;
  variants: VariantRecord[];
}

/** The catalogue's products in the owner's order, by cursor. */
export async function listProductsPage(store: Store, options: { cursor?: string | undefined; limit: number }): Promise<Page<ApiProductRecord>> {
  const after = options.cursor === undefined ? undefined : decodeCursor(options.cursor, ['number', 'string']);
  if (options.cursor !== undefined && after === undefined) throw new InvalidCursorError();
  let query = store.db.selectFrom('products').selectAll().orderBy('position').orderBy('id').limit(options.limit + 1);
  if (after) {
    const [position, id] = after as [number, string];
    query = query.where((eb) => eb.or([eb('position', '>', position), eb.and([eb('position', '=', position), eb('id', '>', id)])]));
  }
  const rows = await query.execute();
  const page = toPage(rows, options.limit, (r) => [r.position, r.id]);
  const ids = page.items.map((r) => r.id);
  const variants = ids.length === 0 ? [] : await store.db.selectFrom('variants').selectAll().where('product_id', 'in', ids).orderBy('product_id').orderBy('position').execute();
  return {
    ...page,
    items: page.items.map((r) => ({
      id: r.id,
      urlId: r.url_id,
      title: r.title,
      productType: r.product_type,
      isSubscribable: r.is_subscribable === 1,
      content: JSON.parse(r.content) as unknown,
      created: Number(r.created_at),
      variants: variants.filter((v) => v.product_id === r.id).map(toVariantRecord),
    })),
  };
}

export interface OrdersPageOptions {
  cursor?: string | undefined;
  limit: number;
  statuses?: readonly OrderStatus[] | undefined;
  /** Millis: orders last changed after / before (exclusive / inclusive). */
  modifiedAfter?: number | undefined;
  modifiedBefore?: number | undefined;
}

/** Orders newest first (by number), filtered, by cursor; lines read in one query. */
export async function listOrdersPage(store: Store, options: OrdersPageOptions): Promise<Page<OrderView>> {
  const after = options.cursor === undefined ? undefined : decodeCursor(options.cursor, ['number']);
  if (options.cursor !== undefined && after === undefined) throw new InvalidCursorError();
  const modified = sql<number>`coalesce(updated_at, created_at)`;
  let query = store.db.selectFrom('orders').selectAll().orderBy('number', 'desc').limit(options.limit + 1);
  if (after) query = query.where('number', '<', after[0] as number);
  if (options.statuses) query = query.where('status', 'in', [...options.statuses]);
  if (options.modifiedAfter !== undefined) query = query.where(modified, '>', options.modifiedAfter);
  if (options.modifiedBefore !== undefined) query = query.where(modified, '<=', options.modifiedBefore);
  const rows = await query.execute();
  const page = toPage(rows, options.limit, (r) => [Number(r.number)]);
  const ids = page.items.map((r) => r.id);
  const lines = ids.length === 0 ? [] : await store.db.selectFrom('order_lines').selectAll().where('order_id', 'in', ids).orderBy('order_id').orderBy('position').execute();
  return { ...page, items: page.items.map((o) => toOrderView(o, lines.filter((l) => l.order_id === o.id))) };
}
