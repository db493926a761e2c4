import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * The next order number (1001, 1002…). The counter row is updated in the order's transaction:
 * on PostgreSQL the update locks it until commit, on SQLite the write lock is already held, so
 * two checkouts never get the same number and a rolled-back checkout uses none.
 */
export async function nextOrderNumber(trx: Kysely<Database>): Promise<number> {
  const row = await trx
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', 'order-number')
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}
