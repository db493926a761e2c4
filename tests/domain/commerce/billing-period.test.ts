import { describe, expect, it } from 'vitest';
import {
  BILLING_UNAVAILABLE, billingPeriodText, billingPlan, billingText, hasPaymentsLeft, paymentDate, paymentOrdinalText,
} from '../../../domain/commerce/billing-period.js';

const plan = (value: unknown, unit: unknown, numBillingCycles?: unknown) => ({ billingPeriod: { value, unit }, numBillingCycles });
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('describing a billing period', () => {
  it.each([
    [plan(1, 'MONTH', 0), 'every month'],
    [plan(1, 'MONTH'), 'every month'],
    [plan(2, 'WEEK', 6), 'every 2 weeks, 6 payments'],
    [plan(1, 'YEAR', 1), 'every year, 1 payment'],
    [plan(3, 'MONTH', 4), 'every 3 months, 4 payments'],
    [plan('2', 'week', '0'), 'every 2 weeks'],
  ])('%j reads "%s"', (given, text) => {
    expect(billingText(given)).toBe(text);
  });

  it.each([
    ['no plan', undefined],
    ['an unknown unit', plan(1, 'DAY', 0)],
    ['a period of 0', plan(0, 'MONTH', 0)],
    ['a fractional period', plan(1.5, 'MONTH', 0)],
    ['negative cycles', plan(1, 'MONTH', -2)],
    ['cycles beyond the limit', plan(1, 'MONTH', 1000)],
    ['a period as words', plan('one', 'MONTH', 0)],
    ['a unit from the prototype', plan(1, 'constructor', 0)],
  ])('%s reads "Unavailable"', (_name, given) => {
    expect(billingPlan(given)).toBeUndefined();
    expect(billingText(given)).toBe(BILLING_UNAVAILABLE);
  });

  it('numbers each payment against the plan', () => {
    expect(paymentOrdinalText({ cycles: 6 }, 1)).toBe('Payment 2 of 6');
    expect(paymentOrdinalText({ cycles: 0 }, 4)).toBe('Payment 5');
    expect(billingPeriodText({ value: 4, unit: 'WEEK', cycles: 0 })).toBe('every 4 weeks');
  });
});

describe('renewal dates', () => {
  it('monthly from January 31 falls on the last day of shorter months and comes back to the 31st', () => {
    const anchor = at('2026-01-31T15:30:00.000Z');
    const monthly = { value: 1, unit: 'MONTH' as const };
    expect([1, 2, 3, 4].map((i) => iso(paymentDate(anchor, monthly, i)))).toEqual([
      '2026-02-28T15:30:00.000Z',
      '2026-03-31T15:30:00.000Z',
      '2026-04-30T15:30:00.000Z',
      '2026-05-31T15:30:00.000Z',
    ]);
  });

  it('a leap year keeps February 29 and the year after falls on February 28', () => {
    expect(iso(paymentDate(at('2028-01-30T00:00:00.000Z'), { value: 1, unit: 'MONTH' }, 1))).toBe('2028-02-29T00:00:00.000Z');
    expect(iso(paymentDate(at('2028-02-29T09:00:00.000Z'), { value: 1, unit: 'YEAR' }, 1))).toBe('2029-02-28T09:00:00.000Z');
    expect(iso(paymentDate(at('2028-02-29T09:00:00.000Z'), { value: 1, unit: 'YEAR' }, 4))).toBe('2032-02-29T09:00:00.000Z');
  });

  it('crosses the year end: every 3 months from November', () => {
    expect(iso(paymentDate(at('2026-11-30T12:00:00.000Z'), { value: 3, unit: 'MONTH' }, 1))).toBe('2027-02-28T12:00:00.000Z');
    expect(iso(paymentDate(at('2026-11-30T12:00:00.000Z'), { value: 3, unit: 'MONTH' }, 5))).toBe('2028-02-29T12:00:00.000Z');
  });

  it('weeks are seven days each; payment 0 is the anchor', () => {
    const anchor = at('2026-12-28T08:00:00.000Z');
    expect(iso(paymentDate(anchor, { value: 2, unit: 'WEEK' }, 0))).toBe('2026-12-28T08:00:00.000Z');
    expect(iso(paymentDate(anchor, { value: 2, unit: 'WEEK' }, 1))).toBe('2027-01-11T08:00:00.000Z');
    expect(iso(paymentDate(anchor, { value: 2, unit: 'WEEK' }, 3))).toBe('2027-02-08T08:00:00.000Z');
  });
});

describe('cycles', () => {
  it('a plan of 6 payments has more to come until 6 are paid; 0 never ends', () => {
    expect(hasPaymentsLeft({ cycles: 6 }, 5)).toBe(true);
    expect(hasPaymentsLeft({ cycles: 6 }, 6)).toBe(false);
    expect(hasPaymentsLeft({ cycles: 1 }, 1)).toBe(false);
    expect(hasPaymentsLeft({ cycles: 0 }, 500)).toBe(true);
  });
});
