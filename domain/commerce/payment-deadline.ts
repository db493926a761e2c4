/**
 * The deadline of a manual (pay later) payment: how long a shopper has to pay, when the reminder
 * goes out, and how the date reads (in the shop's time zone). The specification names no
 * deadline, so the merchant sets it (`manualPaymentDays`); three days lets a bank transfer
 * arrive across a weekend without holding stock for a week.
 */
export const DEFAULT_MANUAL_PAYMENT_DAYS = 3;
export const MAX_MANUAL_PAYMENT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export function manualPaymentMs(days: number): number {
  return days * DAY_MS;
}

/**
 * When the reminder is due: a day before the deadline, or half-way for a window of two days or
 * less (so a short hold still gets its reminder after the order, not before).
 */
export function reminderDueAt(placedAt: number, deadline: number): number {
  const window = deadline - placedAt;
  return window > 2 * DAY_MS ? deadline - DAY_MS : placedAt + Math.floor(window / 2);
}

/** "November 30, 2026 at 5:25 PM UTC": a deadline as shoppers and merchants read it. */
export function deadlineText(at: number, timeZone: string): string {
  const zone = validZone(timeZone) ? timeZone : 'UTC';
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: zone, timeZoneName: 'short',
  }).format(new Date(at));
}

function validZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** "Cancelled: payment was not received by November 30, 2026 at 5:25 PM UTC". */
export function expiredText(deadline: number, timeZone: string): string {
  return `Cancelled: payment was not received by ${deadlineText(deadline, timeZone)}`;
}
