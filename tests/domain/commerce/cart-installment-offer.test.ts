// Afterpay/Clearpay offered in cart and checkout only when every cart item is physical (spec 000 §9),
// through the rule of domain/commerce/afterpay.ts, and every item's product page offers it.
import { describe, expect, it } from 'vitest';
import { cartInstallmentOffer } from '../../../domain/commerce/installments/cart-offer.js';
import type { InstallmentContext } from '../../../domain/commerce/installments/installment-rules.js';

const US: InstallmentContext = { afterPayAvailable: true, afterPayMin: '35.00', afterPayMax: '1000.00', shopperLanguage: 'en', stripeAccountCountry: 'US' };
const GB: InstallmentContext = { ...US, stripeAccountCountry: 'GB' };
const usd = (amount: string) => ({ amount, currency: 'USD' });
const contexts = (map: Record<string, InstallmentContext>) => (id: string) => (Object.hasOwn(map, id) ? map[id] : undefined);

describe('Afterpay/Clearpay for a cart', () => {
  it('is offered when every item is physical and offers it, with a quarter of the total', () => {
    expect(cartInstallmentOffer([{ itemId: 'a', productType: 1 }, { itemId: 'b', productType: 1 }], usd('58.00'), contexts({ a: US, b: US }))).toEqual({
      brand: 'Afterpay',
      installment: '$14.50',
      count: 4,
    });
    expect(cartInstallmentOffer([{ itemId: 'a', productType: 1 }], usd('40.00'), contexts({ a: GB }))?.brand).toBe('Clearpay');
  });

  it('is not offered when an item is not physical, does not offer it, or the locales differ', () => {
    expect(cartInstallmentOffer([{ itemId: 'a', productType: 1 }, { itemId: 'e', productType: 2 }], usd('58.00'), contexts({ a: US, e: US }))).toBeUndefined();
    expect(cartInstallmentOffer([{ itemId: 'a', productType: 1 }, { itemId: 'b', productType: 1 }], usd('58.00'), contexts({ a: US }))).toBeUndefined();
    expect(cartInstallmentOffer([{ itemId: 'a', productType: 1 }], usd('58.00'), contexts({ a: { ...US, afterPayAvailable: false } }))).toBeUndefined();
    expect(cartInstallmentOffer([{ itemId: 'a', productType: 1 }, { itemId: 'b', productType: 1 }], usd('58.00'), contexts({ a: US, b: GB }))).toBeUndefined();
    expect(cartInstallmentOffer([], usd('58.00'), contexts({}))).toBeUndefined();
  });

  it('is not offered at or below an item\'s minimum nor above its maximum', () => {
    const one = [{ itemId: 'a', productType: 1 }];
    expect(cartInstallmentOffer(one, usd('35.00'), contexts({ a: US }))).toBeUndefined();
    expect(cartInstallmentOffer(one, usd('1000.00'), contexts({ a: US }))?.installment).toBe('$250.00');
    expect(cartInstallmentOffer(one, usd('1000.01'), contexts({ a: US }))).toBeUndefined();
  });
});
