import { describe, expect, it } from 'vitest';
import { codeDiscount, codeProblem, discountCodeFields, discountCodeInput, DISCOUNT_MESSAGES, type DiscountCode } from '../../../domain/commerce/discount-code.js';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const DAY = 86_400_000;
const NOW = Date.parse('2026-06-15T12:00:00Z');
const code = (over: Partial<DiscountCode> = {}): DiscountCode => ({
  id: 'c', code: 'SAVE10', kind: 'percentage', percentHundredths: 1000, amountCents: 0, minSubtotalCents: 0,
  startsAt: null, endsAt: null, maxUses: null, perCustomerUses: null, uses: 0, active: true, ...over,
});
const ctx = (subtotalCents = 5000, over: { customerUses?: number; requiresShipping?: boolean } = {}) => ({ now: NOW, subtotalCents, requiresShipping: over.requiresShipping ?? true, money, ...(over.customerUses !== undefined ? { customerUses: over.customerUses } : {}) });

describe('discount codes', () => {
  it.each([
    ['usable', code(), ctx(), null],
    ['turned off', code({ active: false }), ctx(), DISCOUNT_MESSAGES.inactive],
    ['not started', code({ startsAt: Date.parse('2026-07-01T00:00:00Z') }), ctx(), 'This discount code can be used from 2026-07-01.'],
    ['started today', code({ startsAt: Date.parse('2026-06-15T00:00:00Z') }), ctx(), null],
    ['expired', code({ endsAt: Date.parse('2026-06-15T00:00:00Z') }), ctx(), 'This discount code expired on 2026-06-14.'],
    ['last day', code({ endsAt: Date.parse('2026-06-15T00:00:00Z') + DAY }), ctx(), null],
    ['used up', code({ maxUses: 3, uses: 3 }), ctx(), DISCOUNT_MESSAGES.usedUp],
    ['one use left', code({ maxUses: 3, uses: 2 }), ctx(), null],
    ['customer limit reached', code({ perCustomerUses: 1 }), ctx(5000, { customerUses: 1 }), DISCOUNT_MESSAGES.perCustomer],
    ['customer not known yet', code({ perCustomerUses: 1 }), ctx(), null],
    ['below the minimum', code({ minSubtotalCents: 5000 }), ctx(4250), 'This discount code needs a subtotal of $50.00. Add $7.50 more to use it.'],
    ['at the minimum', code({ minSubtotalCents: 5000 }), ctx(5000), null],
    ['free shipping, nothing ships', code({ kind: 'free-shipping' }), ctx(5000, { requiresShipping: false }), DISCOUNT_MESSAGES.nothingShips],
  ])('%s', (_name, c, context, problem) => {
    expect(codeProblem(c, context)).toBe(problem);
  });

  it.each([
    ['10% of 42.50 is 4.25', code(), 4250, 425, false],
    ['10% of 0.05 rounds half up to 0.01', code(), 5, 1, false],
    ['10% of 0.04 rounds down to 0', code(), 4, 0, false],
    ['12.5% of 9.99 is 1.24875 → 1.25', code({ percentHundredths: 1250 }), 999, 125, false],
    ['100% is the whole subtotal', code({ percentHundredths: 10000 }), 1234, 1234, false],
    ['a fixed amount', code({ kind: 'fixed', amountCents: 500 }), 4250, 500, false],
    ['a fixed amount never more than the subtotal', code({ kind: 'fixed', amountCents: 500 }), 300, 300, false],
    ['free shipping takes nothing off the goods', code({ kind: 'free-shipping' }), 4250, 0, true],
  ])('takes off: %s', (_name, c, subtotal, cents, freeShipping) => {
    expect(codeDiscount(c, subtotal)).toEqual({ discountCents: cents, freeShipping });
  });

  it('reads the merchant form into stored terms (amounts in minor units, dates as days of the shop)', () => {
    const input = discountCodeInput.parse({ code: ' save10 ', kind: 'percentage', value: '12.5', minSubtotal: '50', startsOn: '2026-06-01', endsOn: '2026-06-30', maxUses: '100', perCustomerUses: '1' });
    expect(discountCodeFields(input, 2, 'UTC')).toEqual({
      code: 'SAVE10', kind: 'percentage', percentHundredths: 1250, amountCents: 0, minSubtotalCents: 5000,
      startsAt: Date.parse('2026-06-01T00:00:00Z'), endsAt: Date.parse('2026-07-01T00:00:00Z'), maxUses: 100, perCustomerUses: 1, active: true,
    });
    expect(discountCodeFields(discountCodeInput.parse({ code: 'FIVE', kind: 'fixed', value: '5.5' }), 2, 'UTC').amountCents).toBe(550);
    expect(discountCodeFields(discountCodeInput.parse({ code: 'YEN', kind: 'fixed', value: '500' }), 0, 'UTC').amountCents).toBe(500);
  });

  // Regression: a code's first and last days were UTC days, so a New York shop's code ending on
  // 30 June stopped at 20:00 that evening.
  it('runs a code from midnight of its first day to midnight after its last, where the shop is', () => {
    const input = discountCodeInput.parse({ code: 'SUMMER', kind: 'percentage', value: '10', startsOn: '2026-06-01', endsOn: '2026-06-30' });
    const fields = discountCodeFields(input, 2, 'America/New_York');
    expect(new Date(fields.startsAt!).toISOString()).toBe('2026-06-01T04:00:00.000Z');
    expect(new Date(fields.endsAt!).toISOString()).toBe('2026-07-01T04:00:00.000Z');
  });

  it.each([
    [{ code: 'ab', kind: 'percentage', value: '10' }, 'code'],
    [{ code: 'SAVE', kind: 'percentage', value: '101' }, 'value'],
    [{ code: 'SAVE', kind: 'percentage', value: '0' }, 'value'],
    [{ code: 'SAVE', kind: 'fixed', value: 'five' }, 'value'],
    [{ code: 'SAVE', kind: 'bogus', value: '1' }, 'kind'],
    [{ code: 'SAVE', kind: 'free-shipping', endsOn: '2026-01-01', startsOn: '2026-02-01' }, 'endsOn'],
    [{ code: 'SAVE', kind: 'free-shipping', maxUses: '0' }, 'maxUses'],
    [{ code: 'SAVE', kind: 'free-shipping', startsOn: '2026-02-30' }, 'startsOn'],
  ])('refuses a bad form and names the field (%#)', (value, path) => {
    const parsed = discountCodeInput.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });
});
