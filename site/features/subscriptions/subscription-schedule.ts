/**
 * The process's renewal timer: every `ORDER_RELEASE_INTERVAL_MS` (the order schedule's interval,
 * default 60 s; 0 turns it off, as the API tests do to move a clock instead) the due
 * subscriptions are renewed (renewals.ts), with the shop's settings read afresh each run.
 */
import type { JsonObject } from '../../../domain/json-object.js';
import type { Store } from '../../db/store.js';
import { renewDueSubscriptions } from './renewals.js';
import { checkoutPricing } from '../checkout/order-pricing.js';

let started = false;

export function startSubscriptionSchedule(store: Store, website: () => Promise<JsonObject>, onRun?: () => void, env: NodeJS.ProcessEnv = process.env): void {
  if (started) return;
  started = true;
  const raw = env['ORDER_RELEASE_INTERVAL_MS'];
  const every = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : 60_000;
  if (every === 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    website()
      .then((w) => renewDueSubscriptions(store, Date.now(), { website: w, price: (s, cart, input) => checkoutPricing(s, cart, { ...input, optionId: undefined }) }))
      .then((run) => {
        if (run.renewed > 0) onRun?.();
      })
      .catch((error: unknown) => console.error('[subscriptions] the renewal schedule failed:', error))
      .finally(() => {
        running = false;
      });
  }, every);
  timer.unref();
}
