import { accessTo } from '../../domain/admin/permissions.js';
import type { AdminOverview } from '../../domain/admin/overview.js';
import type { SiteSession, Store } from '../db/index.js';

const count = (row: { n: string | number | bigint } | undefined): number => Number(row?.n ?? 0);

export async function adminOverview(store: Store, session: SiteSession, siteTitle: string): Promise<AdminOverview> {
  const overview: AdminOverview = { siteTitle };
  const roles = session.user.roles;
  if (accessTo(roles, 'store')) {
    const [products, soldOut, orders, restock] = await Promise.all([
      store.db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      store.db.selectFrom('variants').select((eb) => eb.fn.countAll().as('n')).where('unlimited', '=', 0).where('qty_in_stock', '=', 0).executeTakeFirst(),
      store.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      store.db.selectFrom('restock_signups').select((eb) => eb.fn.countAll().as('n')).where('notified_at', 'is', null).executeTakeFirst(),
    ]);
    overview.store = { products: count(products), soldOutVariants: count(soldOut), orders: count(orders), restockWaiting: count(restock) };
  }
  if (accessTo(roles, 'content')) {
    const [parts, submissions] = await Promise.all([
      store.db.selectFrom('site_content').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      store.db.selectFrom('form_submissions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    ]);
    overview.content = { parts: count(parts), formSubmissions: count(submissions) };
  }
  return overview;
}
