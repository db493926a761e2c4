import { describe, expect, it } from 'vitest';
import { priceCart, type PricingInput } from '../../../domain/commerce/cart-pricing.js';
import { orderTotalCents } from '../../../domain/commerce/order-total.js';
import { storedShippingSettings } from '../../../domain/commerce/shipping-zones.js';
import { taxSettings } from '../../../domain/commerce/sales-tax.js';
import type { DiscountCode } from '../../../domain/commerce/discount-code.js';

const shipping = storedShippingSettings.parse({
  zones: [{ id: 'us', name: 'US', places: ['US'], rates: [{ id: 'std', name: 'Standard', kind: 'flat', priceCents: 500 }, { id: 'exp', name: 'Express', kind: 'flat', priceCents: 1200 }] }],
});
const tax = taxSettings.parse({ pricesIncludeTax: false, rates: [{ country: 'US', region: 'NY', ratePercent: '8.875' }] });
const ten: DiscountCode = { id: 'c', code: 'SAVE10', kind: 'percentage', percentHundredths: 1000, amountCents: 0, minSubtotalCents: 0, startsAt: null, endsAt: null, maxUses: null, perCustomerUses: null, uses: 0, active: true };
const input = (over: Partial<PricingInput> = {}): PricingInput => ({
  subtotalCents: 4200,
  requiresShipping: true,
  lines: [{ productType: 1, totalCents: 4200 }],
  weightGrams: 0,
  codeText: null,
  code: null,
  location: null,
  chosenOptionId: null,
  shipping,
  tax,
  now: 0,
  money: (c) => `$${(c / 100).toFixed(2)}`,
  ...over,
});
const NY = { country: 'US', region: 'NY', postalCode: '10001' };

describe('one formula for totals', () => {
  it.each([
    [{ subtotalCents: 4200, discountCents: 420, shippingCents: 500, taxCents: 335, taxInclusive: false }, 4615],
    [{ subtotalCents: 4200, discountCents: 0, shippingCents: 0, taxCents: 341, taxInclusive: true }, 4200],
    [{ subtotalCents: 300, discountCents: 500, shippingCents: 500, taxCents: 0, taxInclusive: false }, 500],
  ])('subtotal − discount + shipping + tax (%#)', (parts, total) => {
    expect(orderTotalCents(parts)).toBe(total);
  });
});

describe('cart pricing', () => {
  it('before an address: the discount only, no shipping options, no tax', () => {
    const p = priceCart(input({ codeText: 'SAVE10', code: ten }));
    expect([p.discountCents, p.shippingCostCents, p.taxCents, p.grandTotalCents]).toEqual([420, 0, 0, 3780]);
    expect(p.validCoupons).toEqual([{ code: 'SAVE10', summary: '10% off' }]);
    expect(p.shippingOptions).toEqual([]);
  });

  it('with an address: the cheapest option, the tax on the discounted goods, the total by the formula', () => {
    const p = priceCart(input({ codeText: 'SAVE10', code: ten, location: NY }));
    expect(p.selectedShippingOption?.id).toBe('us/std');
    // 8.875% of 37.80 = 3.35475 → 3.35
    expect([p.discountCents, p.shippingCostCents, p.taxCents, p.grandTotalCents]).toEqual([420, 500, 335, 4615]);
    expect(p.applicableTaxRules).toEqual([{ country: 'US', region: 'NY', ratePercent: '8.875' }]);
    const express = priceCart(input({ codeText: 'SAVE10', code: ten, location: NY, chosenOptionId: 'us/exp' }));
    expect([express.shippingCostCents, express.grandTotalCents]).toEqual([1200, 5315]);
  });

  it('an address no zone covers: no options and the reason', () => {
    const p = priceCart(input({ location: { country: 'CA', region: 'ON', postalCode: '' } }));
    expect(p.shippingOptions).toEqual([]);
    expect(p.shippingProblem).toMatch(/We do not ship to this address/);
  });

  it('a shop without zones charges no shipping and refuses nothing', () => {
    const p = priceCart(input({ shipping: { zones: [] }, location: NY }));
    expect([p.shippingCostCents, p.shippingProblem]).toEqual([0, null]);
  });

  it('a free shipping code makes every option free', () => {
    const p = priceCart(input({ codeText: 'SHIPFREE', code: { ...ten, code: 'SHIPFREE', kind: 'free-shipping' }, location: NY }));
    expect(p.shippingOptions.map((o) => o.costCents)).toEqual([0, 0]);
    expect(p.discountCents).toBe(0);
  });

  it('a code the cart does not qualify for is listed invalid with its reason and takes nothing off', () => {
    const p = priceCart(input({ codeText: 'SAVE10', code: { ...ten, minSubtotalCents: 5000 } }));
    expect(p.discountCents).toBe(0);
    expect(p.invalidCoupons).toEqual([{ code: 'SAVE10', summary: '10% off', reason: 'This discount code needs a subtotal of $50.00. Add $8.00 more to use it.' }]);
    expect(p.appliedCode).toBeNull();
    const gone = priceCart(input({ codeText: 'OLD', code: null }));
    expect(gone.invalidCoupons[0]?.reason).toBe('This discount code is no longer available.');
  });

  it('tax off: no tax whatever the address', () => {
    expect(priceCart(input({ tax: null, location: NY })).taxCents).toBe(0);
  });
});
