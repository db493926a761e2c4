import { sql } from 'kysely';
import type { Store } from './store.js';

/** Asks the database the most trivial question (the health check's). */
export async function pingStore(store: Store): Promise<void> {
  await sql`select 1`.execute(store.db);
}
