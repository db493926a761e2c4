/**
 * A subscription's billing plan after the product page (spec 001: `billingPeriod` {value, unit
 * WEEK/MONTH/YEAR}, `numBillingCycles`, 0 = until cancelled): the plan as a known value, the text
 * every page and email shows ("every month", "every 2 weeks, 6 payments", "Unavailable" when the
 * combination is not known), and the dates of its payments.
 */
import { getOwn } from '../../engine/values.js';
import type { JsonValue } from '../../engine/plugin.js';
import { BillingPeriodUnit } from '../enums/billing-period-unit.js';
import { contentField } from './structured-content.js';
import { isSubscribable } from './subscribable.js';

export type BillingUnit = 'WEEK' | 'MONTH' | 'YEAR';

export interface BillingPlan {
  readonly value: number;
  readonly unit: BillingUnit;
  /** Payments in all, the first included; 0 runs until cancelled. */
  readonly cycles: number;
}

/** Spec 001's text where the plan's combination is not known. */
export const BILLING_UNAVAILABLE = 'Unavailable';

/** The longest period and the most payments a plan may name (a year of weeks; ten years of months). */
export const MAX_PERIOD_VALUE = 52;
export const MAX_BILLING_CYCLES = 120;

/** A whole count written as a number or as digits; NaN otherwise. */
const countOf = (value: unknown): number => (typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : NaN);

const isUnit = (unit: unknown): unit is BillingUnit => typeof unit === 'string' && BillingPeriodUnit.has(unit);

const wholeIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** The plan of a product's `subscriptionPlan` (or a stored plan); undefined when its combination is not known. */
export function billingPlan(plan: unknown): BillingPlan | undefined {
  const period = getOwn(plan, 'billingPeriod');
  // Imported content may write numbers as text and units in lower case.
  const value = countOf(getOwn(period, 'value'));
  const rawUnit = getOwn(period, 'unit');
  const unit = typeof rawUnit === 'string' ? rawUnit.toUpperCase() : undefined;
  const rawCycles = getOwn(plan, 'numBillingCycles');
  const cycles = rawCycles === undefined || rawCycles === null ? 0 : countOf(rawCycles);
  if (!isUnit(unit) || !wholeIn(value, 1, MAX_PERIOD_VALUE) || !wholeIn(cycles, 0, MAX_BILLING_CYCLES)) return undefined;
  return { value, unit, cycles };
}

/** "every month", "every 2 weeks", "every year, 3 payments". */
export function billingPeriodText(plan: BillingPlan): string {
  const unit = plan.unit.toLowerCase();
  const every = plan.value === 1 ? `every ${unit}` : `every ${String(plan.value)} ${unit}s`;
  if (plan.cycles === 0) return every;
  return `${every}, ${String(plan.cycles)} ${plan.cycles === 1 ? 'payment' : 'payments'}`;
}

/** The text of any plan as data holds it: its period, else "Unavailable". */
export function billingText(plan: unknown): string {
  const known = billingPlan(plan);
  return known ? billingPeriodText(known) : BILLING_UNAVAILABLE;
}

/** The stored form of a plan (the `subscriptionPlan` shape), for order lines and subscription records. */
export function planJson(plan: BillingPlan): { billingPeriod: { value: number; unit: BillingUnit }; numBillingCycles: number } {
  return { billingPeriod: { value: plan.value, unit: plan.unit }, numBillingCycles: plan.cycles };
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * When payment number `index` falls (0 is the first, at `anchor`), in UTC. Months and years keep
 * the anchor's day, or the month's last day when it has fewer (Jan 31 → Feb 28/29 → Mar 31), so a
 * short month never shifts the later dates; weeks are 7 days each.
 */
export function paymentDate(anchor: number, plan: Pick<BillingPlan, 'value' | 'unit'>, index: number): number {
  if (plan.unit === 'WEEK') return anchor + index * plan.value * 7 * 24 * 60 * 60 * 1000;
  const start = new Date(anchor);
  const months = index * plan.value * (plan.unit === 'YEAR' ? 12 : 1);
  const total = start.getUTCMonth() + months;
  const year = start.getUTCFullYear() + Math.floor(total / 12);
  const month = ((total % 12) + 12) % 12;
  const day = Math.min(start.getUTCDate(), daysInMonth(year, month));
  return Date.UTC(year, month, day, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds(), start.getUTCMilliseconds());
}

/** Whether a plan that has taken `paid` payments has another to come. */
export function hasPaymentsLeft(plan: Pick<BillingPlan, 'cycles'>, paid: number): boolean {
  return plan.cycles === 0 || paid < plan.cycles;
}

/** "Payment 2 of 6" / "Payment 3" (until cancelled). */
export function paymentOrdinalText(plan: Pick<BillingPlan, 'cycles'>, index: number): string {
  return plan.cycles === 0 ? `Payment ${String(index + 1)}` : `Payment ${String(index + 1)} of ${String(plan.cycles)}`;
}

/** What a cart or order line says of its subscription: the plan as stored (null when unknown) and its text. */
export interface LineSubscription {
  plan: ReturnType<typeof planJson> | null;
  /** "every month", "every 2 weeks, 6 payments", or "Unavailable". */
  billingText: string;
}

/** A line's subscription from a product's content item (`isSubscribable` with its `subscriptionPlan`); null when not a subscription. */
export function productLineSubscription(productContent: unknown): LineSubscription | null {
  if (!isSubscribable(productContent as JsonValue)) return null;
  const known = billingPlan(contentField(productContent as JsonValue, 'subscriptionPlan'));
  return { plan: known ? planJson(known) : null, billingText: known ? billingPeriodText(known) : BILLING_UNAVAILABLE };
}

/** A line's subscription from its stored plan (an order line's JSON); null when the line is not one. */
export function storedLineSubscription(planText: string | null): LineSubscription | null {
  if (planText === null || planText === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(planText) as unknown;
  } catch {
    parsed = undefined;
  }
  const known = billingPlan(parsed);
  return { plan: known ? planJson(known) : null, billingText: known ? billingPeriodText(known) : BILLING_UNAVAILABLE };
}
