import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../../../engine/plugin.js';
import { shownOffer } from '../../../../domain/commerce/installments/shown-offer.js';
import { productOffers } from '../../../../domain/commerce/installments/variant-offers.js';

const variant = (id: string, amount: string, sale?: string): JsonValue => ({
  id,
  priceMoney: { decimalValue: amount, currencyCode: 'USD' },
  salePriceMoney: { decimalValue: sale ?? '0.00', currencyCode: 'USD' },
  onSale: sale !== undefined,
});
const item = (productType: number, ...variants: JsonValue[]): JsonValue => ({ id: 'p1', structuredContent: { productType, variants } });
const context = { afterPayAvailable: true, afterPayMin: '35', afterPayMax: '1000', shopperLanguage: 'en', stripeAccountCountry: 'AU' };

describe('offers per variant', () => {
  it('splits each variant\'s current price; the fallback is the "from" price', () => {
    const offers = productOffers(item(1, variant('small', '40.00'), variant('big', '80.00'), variant('sale', '100.00', '20.00')), context)!;
    expect(offers.fallback.offer.text).toBe('available for orders over $35.00');
    expect(offers.byVariant['big']?.offer.text).toBe('or $20.00 with');
    expect(offers.byVariant['big']?.priceText).toBe('$80.00');
    expect(offers.byVariant['sale']?.offer.inRange).toBe(false);
    expect(shownOffer(offers, 'small').offer.text).toBe('or $10.00 with');
    expect(shownOffer(offers, null)).toBe(offers.fallback);
    expect(shownOffer(offers, 'unknown')).toBe(offers.fallback);
  });

  it('has none for products without an offer', () => {
    expect(productOffers(item(2, variant('a', '50.00')), context)).toBeUndefined();
    expect(productOffers(item(1, variant('a', '50.00')), undefined)).toBeUndefined();
  });
});
