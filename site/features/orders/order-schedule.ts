/**
 * What runs on a clock for orders: payment reminders, then unpaid orders past their deadline
 * cancelled. `runOrderSchedule` takes the time, so tests run it at any moment; each process also
 * runs it every `ORDER_RELEASE_INTERVAL_MS` (default 60 s; 0 turns the timer off), besides the
 * lazy releases of checkout and order pages.
 */
import type { Store } from '../../db/store.js';
import { expireDueOrders, sendPaymentReminders, type OrderNoticeSettings } from './payment-expiry.js';

export interface ScheduleRun {
  reminded: number;
  expired: number;
}

export async function runOrderSchedule(store: Store, now: number, settings: OrderNoticeSettings): Promise<ScheduleRun> {
  const reminded = await sendPaymentReminders(store, now);
  const expired = await expireDueOrders(store, now, settings);
  return { reminded, expired };
}

let started = false;

/** Starts this process's timer once; `settings` is read again on every run (the shop may change it). */
export function startOrderSchedule(store: Store, settings: () => Promise<OrderNoticeSettings>, onRun?: () => void, env: NodeJS.ProcessEnv = process.env): void {
  if (started) return;
  started = true;
  const raw = env['ORDER_RELEASE_INTERVAL_MS'];
  const every = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : 60_000;
  if (every === 0) return;
  const timer = setInterval(() => {
    settings()
      .then((s) => runOrderSchedule(store, Date.now(), s))
      .then((run) => {
        if (run.reminded + run.expired > 0) onRun?.();
      })
      .catch((error: unknown) => console.error('[orders] the order schedule failed:', error));
  }, every);
  timer.unref();
}
