import type { APIContext } from 'astro';
import { recordTrackingEvent } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';
import { takeTrackingLimit } from '../../edge/rate-limit.js';
import { apiStore } from '../../server/store.js';
import { readVisitorId } from '../../edge/visitor-cookie.js';

/**
 * Counts a tracking call against its own limits (rate-limit.ts: per address, and per address and
 * visitor), so that page beacons never use up the visitor's changes: 429 past them. When the
 * counters cannot be reached the call goes on (tracking never fails the page); it is logged.
 */
export async function takeTracking(context: APIContext): Promise<void> {
  try {
    await takeTrackingLimit(context);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    console.error('[tracking] the rate limit is unavailable:', error);
  }
}

/**
 * Stores tracking records of one kind. Never throws: a storage failure is logged and the call
 * still succeeds (tracking never fails the page). Answers how many were kept.
 */
export async function storeTracking(context: APIContext, kind: string, payloads: readonly unknown[]): Promise<number> {
  const visitorId = readVisitorId(context.cookies) ?? null;
  let kept = 0;
  try {
    const store = await apiStore();
    for (const payload of payloads) if (await recordTrackingEvent(store, kind, payload, visitorId)) kept += 1;
  } catch (error) {
    console.error(`[tracking] ${kind}: the store is unavailable:`, error);
    return kept;
  }
  if (kept < payloads.length) console.error(`[tracking] ${kind}: ${payloads.length - kept} of ${payloads.length} records were not stored`);
  return kept;
}
