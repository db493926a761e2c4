import { sql } from 'kysely';
import type { Store } from './store.js';

/** Whether a gate let an attempt through, or when it opens again. */
export type GatePass = { passed: true } | { passed: false; opensAt: number };

/**
 * A gate that lets one attempt through and then stays shut until `reopensAt` (a row of
 * `rate_limits` whose `expires_at` is when it opens). One statement — insert, or move the opening
 * time only if the gate is open now — so of concurrent attempts from any process exactly one passes.
 */
export async function passGate(store: Store, key: string, reopensAt: number, now = Date.now()): Promise<GatePass> {
  const passed = await store.db
    .insertInto('rate_limits')
    .values({ key, count: 1, expires_at: reopensAt })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({ count: sql<number>`rate_limits.count + 1`, expires_at: reopensAt })
        .where('rate_limits.expires_at', '<=', now),
    )
    .returning('key')
    .executeTakeFirst();
  if (passed) return { passed: true };
  const row = await store.db.selectFrom('rate_limits').select('expires_at').where('key', '=', key).executeTakeFirst();
  // Swept or moved meanwhile: it opens now.
  return { passed: false, opensAt: row === undefined ? now : Math.max(now, Number(row.expires_at)) };
}
