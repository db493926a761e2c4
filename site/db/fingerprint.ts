import type { Database } from './schema.js';
import type { Store } from './store.js';

const TABLES: readonly (keyof Database)[] = [
  'products', 'variants', 'carts', 'cart_entries', 'orders', 'order_lines', 'counters', 'form_submission_keys', 'form_submissions',
  'restock_signups', 'notification_outbox', 'site_users', 'site_sessions', 'tracking_events', 'site_settings', 'site_content', 'content_drafts', 'media',
  'product_reviews', 'user_invitations', 'password_resets',
];

/**
 * Row counts of every table, stock, quantities in carts, order status changes and the latest change times: equal
 * fingerprints before and after a refused request show it changed nothing.
 */
export async function databaseFingerprint(store: Store): Promise<Record<string, number>> {
  const print: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await store.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    print[table] = Number(row.n);
  }
  const stock = await store.db
    .selectFrom('variants')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('qty_in_stock'), eb.lit(0)).as('n'))
    .executeTakeFirstOrThrow();
  const quantity = await store.db
    .selectFrom('cart_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'))
    .executeTakeFirstOrThrow();
  const changed = await store.db
    .selectFrom('carts')
    .select((eb) => eb.fn.coalesce(eb.fn.max('updated_at'), eb.lit(0)).as('n'))
    .executeTakeFirstOrThrow();
  const versions = await store.db
    .selectFrom('orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('version'), eb.lit(0)).as('n'))
    .executeTakeFirstOrThrow();
  const reviews = await store.db
    .selectFrom('product_reviews')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('version'), eb.lit(0)).as('n'))
    .executeTakeFirstOrThrow();
  print['stock'] = Number(stock.n);
  print['review_versions'] = Number(reviews.n);
  print['order_versions'] = Number(versions.n);
  print['cart_quantity'] = Number(quantity.n);
  print['carts_changed_at'] = Number(changed.n);
  return print;
}
