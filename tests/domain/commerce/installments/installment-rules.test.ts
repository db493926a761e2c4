import { describe, expect, it } from 'vitest';
import { installmentAmount, installmentBrand, installmentOffer } from '../../../../domain/commerce/installments/installment-rules.js';

const usd = (amount: string) => ({ amount, currency: 'USD' });
const context = { afterPayAvailable: true, afterPayMin: '35.00', afterPayMax: '1000.00', shopperLanguage: 'en', stripeAccountCountry: 'US' };

describe('the installment offer', () => {
  it('in range (above the minimum, not above the maximum): "or {installment} with" Afterpay, 4 installments', () => {
    expect(installmentOffer(1, usd('42'), context)).toEqual({ brand: 'Afterpay', inRange: true, text: 'or $10.50 with', installment: '$10.50', count: 4 });
    expect(installmentOffer(1, usd('1000'), context)?.inRange).toBe(true);
  });

  it('out of range: the order-range message', () => {
    expect(installmentOffer(1, usd('35'), context)?.text).toBe('available for orders over $35.00');
    expect(installmentOffer(1, usd('16'), context)).toMatchObject({ inRange: false, text: 'available for orders over $35.00' });
    expect(installmentOffer(1, usd('1000.01'), context)?.text).toBe('available for orders up to $1,000.00');
  });

  it('only for physical products whose context says available', () => {
    for (const type of [2, 3, 4, undefined]) expect(installmentOffer(type, usd('42'), context)).toBeUndefined();
    expect(installmentOffer(1, usd('42'), { ...context, afterPayAvailable: false })).toBeUndefined();
    expect(installmentOffer(1, usd('42'), undefined)).toBeUndefined();
  });

  it('reads limits given as numbers or money values', () => {
    const money = { ...context, afterPayMin: { decimalValue: '50.00', currencyCode: 'USD' }, afterPayMax: 2000 };
    expect(installmentOffer(1, usd('42'), money)?.text).toBe('available for orders over $50.00');
  });
});

describe('the installment brand', () => {
  // The supported pairs of shopper language and account country, Clearpay in Great Britain.
  it.each([
    ['Afterpay', [['en', 'US'], ['en', 'CA'], ['fr', 'CA'], ['en', 'AU'], ['en', 'NZ']]],
    ['Clearpay', [['en', 'GB'], ['en_GB', '']]],
    [undefined, [['fr', 'US'], ['de', 'DE']]],
  ] as const)('is %s for %j', (brand, pairs) => {
    for (const [shopperLanguage, stripeAccountCountry] of pairs) {
      expect(installmentBrand({ shopperLanguage, stripeAccountCountry }), `${shopperLanguage} ${stripeAccountCountry}`).toBe(brand);
    }
  });
});

describe('one installment', () => {
  it('is a quarter of the price, rounded to the currency digits', () => {
    expect(installmentAmount(usd('42'))).toBe('$10.50');
    expect(installmentAmount(usd('10.01'))).toBe('$2.50');
    expect(installmentAmount({ amount: '3001', currency: 'JPY' })).toBe('¥750');
  });
});
