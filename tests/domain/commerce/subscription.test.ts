import { describe, expect, it } from 'vitest';
import { subscriptionMessage, subscriptionMessageKey, subscriptionTerms } from '../../../domain/commerce/subscription.js';

const plan = (value: unknown, unit: string, numBillingCycles?: unknown) => ({ billingPeriod: { value, unit }, numBillingCycles });

describe('subscriptionTerms', () => {
  it('multiplies the period by the cycles', () => {
    expect(subscriptionTerms(plan(2, 'WEEK', 6))).toEqual({ billingPeriodValue: 2, billingPeriodUnit: 'WEEK', duration: 12, durationUnit: 'WEEK' });
  });

  it('shows whole years: 52 weeks, 12 months', () => {
    expect(subscriptionTerms(plan(4, 'WEEK', 26))).toMatchObject({ duration: 2, durationUnit: 'YEAR' });
    expect(subscriptionTerms(plan(3, 'MONTH', 4))).toMatchObject({ duration: 1, durationUnit: 'YEAR' });
    expect(subscriptionTerms(plan(1, 'YEAR', 3))).toMatchObject({ duration: 3, durationUnit: 'YEAR' });
    expect(subscriptionTerms(plan(5, 'MONTH', 3))).toMatchObject({ duration: 15, durationUnit: 'MONTH' });
  });

  it('runs indefinitely with 0 or no cycles', () => {
    expect(subscriptionTerms(plan(1, 'MONTH', 0))?.duration).toBe(0);
    expect(subscriptionTerms(plan('2', 'month'))).toMatchObject({ billingPeriodValue: 2, billingPeriodUnit: 'MONTH', duration: 0 });
  });

  it('needs a billing period', () => {
    expect(subscriptionTerms({ numBillingCycles: 3 })).toBeUndefined();
    expect(subscriptionTerms(undefined)).toBeUndefined();
  });
});

describe('subscription texts', () => {
  const weekly = subscriptionTerms(plan(1, 'WEEK', 8))!;
  const biMonthly = subscriptionTerms(plan(2, 'MONTH'))!;
  const yearly = subscriptionTerms(plan(1, 'MONTH', 12))!;

  it('names the translation key', () => {
    expect(subscriptionMessageKey(weekly, false)).toBe('productPrice__singlePrice__1Weekly__limited__nWeeks');
    expect(subscriptionMessageKey(biMonthly, true)).toBe('productPrice__multiplePrices__nMonthly__indefinite');
    expect(subscriptionMessageKey(yearly, false)).toBe('productPrice__singlePrice__1Monthly__limited__1Years');
  });

  it('writes the English text', () => {
    expect(subscriptionMessage(weekly, false)).toBe('{price} every week for {duration} weeks');
    expect(subscriptionMessage(biMonthly, true)).toBe('from {price} every {billingPeriodValue} months');
    expect(subscriptionMessage(yearly, false)).toBe('{price} every month for {duration} year');
  });
});
