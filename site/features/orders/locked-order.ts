/** The order a change works on, read and locked in the change's transaction (404 when there is none). */
import type { Kysely } from 'kysely';
import { loadOrder, type OrderView } from '../../db/order-view.js';
import type { Database } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { lockForUpdate } from '../../db/transaction.js';
import { ApiError } from '../../edge/api-error.js';

export async function lockedOrder(store: Store, trx: Kysely<Database>, orderId: string): Promise<OrderView> {
  const row = await lockForUpdate(store, trx.selectFrom('orders').select('id').where('id', '=', orderId)).executeTakeFirst();
  const order = row ? await loadOrder(trx, row.id) : undefined;
  if (!order) throw new ApiError(404, 'unknown-order', 'That order does not exist.');
  return order;
}

/** Refuses (409) when the order changed since the caller read it. */
export function assertVersion(order: OrderView, expected: number | undefined): void {
  if (expected !== undefined && order.version !== expected) throw new ApiError(409, 'stale-version', 'This order was changed by someone else since you opened it. Reload to see it as it is now.');
}
