import { newId } from './ids.js';
import type { Store } from './store.js';

/** Largest payload kept, in characters of JSON; longer ones are cut to a note. */
export const MAX_TRACKING_PAYLOAD = 16_384;

/**
 * Stores one tracking record (census hit, button click, RecordEvent, client error,
 * performance record). Never throws: tracking must not fail the page; returns false if lost.
 */
export async function recordTrackingEvent(store: Store, kind: string, payload: unknown, visitorId: string | null = null): Promise<boolean> {
  try {
    let json = JSON.stringify(payload) ?? 'null';
    if (json.length > MAX_TRACKING_PAYLOAD) json = JSON.stringify({ truncated: true, length: json.length });
    await store.db.insertInto('tracking_events').values({ id: newId(), kind, visitor_id: visitorId, payload: json, created_at: Date.now() }).execute();
    return true;
  } catch {
    return false;
  }
}

export async function countTrackingEvents(store: Store, kind?: string): Promise<number> {
  const row = await store.db
    .selectFrom('tracking_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .$if(kind !== undefined, (q) => q.where('kind', '=', kind ?? ''))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
