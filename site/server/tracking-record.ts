import type { APIContext } from 'astro';
import { recordTrackingEvent } from '../db/index.js';
import { RateLimiter } from './rate-limit.js';
import { apiStore } from './store.js';
import { readVisitorId } from './visitor-cookie.js';

/** Tracking calls have their own limit, so that page beacons never use up the visitor's changes. */
export const trackingLimiter = new RateLimiter(
  Number(process.env['RATE_LIMIT_TRACKING']) > 0 ? Number(process.env['RATE_LIMIT_TRACKING']) : 300,
  10_000,
);

/** Counts a tracking call against the visitor's (or address's) limit: 429 past it. */
export function takeTracking(context: APIContext): void {
  let address = 'unknown';
  try {
    address = context.clientAddress;
  } catch {
    // no address (tests)
  }
  trackingLimiter.take(readVisitorId(context.cookies) ?? `address:${address}`);
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
