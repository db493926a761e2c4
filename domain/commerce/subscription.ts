import { getOwn, toNumber } from '../../engine/values.js';

/** Billing periods per year by unit: a duration that divides evenly is shown in years. */
export const PERIODS_PER_YEAR: Readonly<Record<string, number>> = { WEEK: 52, MONTH: 12, YEAR: 1 };

/** How a subscription plan reads: "every {billingPeriodValue} weeks for {duration} years". */
export interface SubscriptionTerms {
  /** Billing period length, e.g. 2 for every 2 weeks. */
  readonly billingPeriodValue: number;
  /** Billing period unit as data writes it: WEEK, MONTH or YEAR. */
  readonly billingPeriodUnit: string;
  /** Total length in `durationUnit`s; 0 when the plan runs until cancelled. */
  readonly duration: number;
  readonly durationUnit: string;
}

function whole(value: unknown): number {
  const n = toNumber(value);
  return Number.isFinite(n) ? n : 0;
}

/**
 * The terms of a subscription plan (`billingPeriod` {value, unit}, `numBillingCycles`, 0 or
 * missing = indefinite); undefined when the plan has no billing period.
 */
export function subscriptionTerms(plan: unknown): SubscriptionTerms | undefined {
  const period = getOwn(plan, 'billingPeriod');
  if (period === undefined) return undefined;
  const billingPeriodValue = whole(getOwn(period, 'value'));
  const unit = getOwn(period, 'unit');
  const billingPeriodUnit = typeof unit === 'string' ? unit.toUpperCase() : '';
  const total = billingPeriodValue * whole(getOwn(plan, 'numBillingCycles'));
  const perYear = Object.prototype.hasOwnProperty.call(PERIODS_PER_YEAR, billingPeriodUnit) ? PERIODS_PER_YEAR[billingPeriodUnit] : undefined;
  if (total > 0 && perYear !== undefined && total % perYear === 0) {
    return { billingPeriodValue, billingPeriodUnit, duration: total / perYear, durationUnit: 'YEAR' };
  }
  return { billingPeriodValue, billingPeriodUnit, duration: total > 0 ? total : 0, durationUnit: billingPeriodUnit };
}

function capitalized(unit: string): string {
  return unit.charAt(0).toUpperCase() + unit.slice(1).toLowerCase();
}

/**
 * The key of the translated price text for these terms in `localizedStrings`, e.g.
 * productPrice__singlePrice__1Weekly__limited__nWeeks.
 */
export function subscriptionMessageKey(terms: SubscriptionTerms, multiplePrices: boolean): string {
  const period = `${terms.billingPeriodValue === 1 ? '1' : 'n'}${capitalized(terms.billingPeriodUnit)}ly`;
  const length =
    terms.duration === 0 ? 'indefinite' : `limited__${terms.duration === 1 ? '1' : 'n'}${capitalized(terms.durationUnit)}s`;
  return `productPrice__${multiplePrices ? 'multiplePrices' : 'singlePrice'}__${period}__${length}`;
}

/**
 * The English price text with placeholders {price}, {billingPeriodValue} and {duration}:
 * "from {price} every {billingPeriodValue} months for {duration} years".
 */
export function subscriptionMessage(terms: SubscriptionTerms, multiplePrices: boolean): string {
  const plural = terms.billingPeriodValue > 1;
  const unit = terms.billingPeriodUnit.toLowerCase();
  let text = `${multiplePrices ? 'from ' : ''}{price} every ${plural ? `{billingPeriodValue} ${unit}s` : unit}`;
  if (terms.duration > 0) text += ` for {duration} ${terms.durationUnit.toLowerCase()}${terms.duration === 1 ? '' : 's'}`;
  return text;
}
