// Shipping zones and discount codes against the built server on a temporary database (SQLite, or
// PostgreSQL under tests/site/db/with-postgres.sh), issue 25 "shipping and a discount code
// changing the total before payment": the merchant's zones and codes (store area; a viewer is
// refused), a code entered in the cart with the reasons a shopper reads (unknown, expired, below
// the minimum subtotal, used by this customer already), the shipping options and the tax of the
// address before paying, the same totals on the order, and the last use of a code raced by two
// orders: exactly one gets it.
import { describe, expect, it } from 'vitest';
import { useStoreTeam } from './helpers/store-team.js';
import { details } from './helpers/checkout.js';
import { Visitor } from './helpers/visitor.js';

const team = useStoreTeam({ DISCOUNT_CODE_GUESSES: '100' });
const { suite } = team;
const CODE = '/api/commerce/shopping-cart/discount-code';
const SHIPPING = '/api/commerce/shopping-cart/shipping';

const ZONES = {
  zones: [
    {
      id: 'us',
      name: 'United States',
      places: ['US'],
      rates: [
        { id: 'express', name: 'Express', kind: 'flat', price: '12.00' },
        { id: 'standard', name: 'Standard', kind: 'free-over', price: '5.00', freeOver: '100.00' },
      ],
    },
  ],
};

/** A shopper with an apron ($42.00) in the cart. */
async function shopper(): Promise<Visitor> {
  const visitor = await Visitor.arrived(suite.server.baseUrl);
  expect((await visitor.add({ itemId: 'prod-apron', sku: 'APR-NAT-S', quantity: 1 })).status).toBe(200);
  return visitor;
}

const addCode = async (body: Record<string, unknown>) => {
  const res = await team.stockist.merchant('POST', '/api/admin/store/discounts', { json: body });
  expect(res.status).toBe(201);
  return res.body as { id: string };
};

describe('shipping and a discount code changing the total before payment', () => {
  it('lets the store area set zones and codes, naming what is wrong, and refuses a viewer', async () => {
    const bad = await team.stockist.merchant('PUT', '/api/admin/store/shipping', { json: { settings: { zones: [{ ...ZONES.zones[0], places: ['USA'] }] }, expectedVersion: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toContainEqual({ path: 'settings.zones.0.places.0', message: 'must be a country code such as US or a region such as US-NY' });
    expect((await team.viewer.merchant('PUT', '/api/admin/store/shipping', { json: { settings: ZONES, expectedVersion: 0 } })).status).toBe(403);
    const saved = await team.stockist.merchant('PUT', '/api/admin/store/shipping', { json: { settings: ZONES, expectedVersion: 0 } });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(1);

    expect((await team.viewer.merchant('POST', '/api/admin/store/discounts', { json: { code: 'VIEW', kind: 'free-shipping' } })).status).toBe(403);
    const wrong = await team.stockist.merchant('POST', '/api/admin/store/discounts', { json: { code: 'SAVE10', kind: 'percentage', value: '110' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([{ path: 'value', message: 'must be a percentage above 0 and at most 100, such as 10' }]);
    await addCode({ code: 'save10', kind: 'percentage', value: '10' });
    await addCode({ code: 'BIG', kind: 'fixed', value: '15.00', minSubtotal: '100.00' });
    await addCode({ code: 'OLD', kind: 'percentage', value: '50', endsOn: '2020-01-31' });
    await addCode({ code: 'ONCE', kind: 'fixed', value: '1.00', perCustomerUses: '1' });
    const again = await team.stockist.merchant('POST', '/api/admin/store/discounts', { json: { code: 'SAVE10', kind: 'percentage', value: '5' } });
    expect(again.status).toBe(409);
    const list = await team.viewer.merchant('GET', '/api/admin/store/discounts');
    expect(list.body.codes.map((c: { code: string }) => c.code).sort()).toEqual(['BIG', 'OLD', 'ONCE', 'SAVE10']);
  });

  it('tells the shopper why a code does not apply', async () => {
    const visitor = await shopper();
    const unknown = await visitor.call('POST', CODE, { json: { code: 'NOPE99' } });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'We do not recognise that discount code. Check the spelling and try again.']);
    const malformed = await visitor.call('POST', CODE, { json: { code: 'a!' } });
    expect(malformed.status).toBe(400);
    const expired = await visitor.call('POST', CODE, { json: { code: 'old' } });
    expect([expired.status, expired.body.message]).toEqual([409, 'This discount code expired on 2020-01-31.']);

    const big = await visitor.call('POST', CODE, { json: { code: 'big' } });
    expect(big.status).toBe(200);
    expect(big.body.shoppingCart).toMatchObject({
      coupons: [{ code: 'BIG' }],
      validCoupons: [],
      invalidCoupons: [{ code: 'BIG', summary: '$15.00 off', reason: 'This discount code needs a subtotal of $100.00. Add $58.00 more to use it.' }],
      discountCents: 0,
      grandTotalCents: 4200,
    });

    const ten = await visitor.call('POST', CODE, { json: { code: ' Save10 ' } });
    expect(ten.body.shoppingCart).toMatchObject({ coupons: [{ code: 'SAVE10', summary: '10% off' }], validCoupons: [{ code: 'SAVE10' }], invalidCoupons: [], discountCents: 420, grandTotalCents: 3780 });
    expect(ten.body.shoppingCart.discountTotal.decimalValue).toBe('4.20');
    const removed = await visitor.call('DELETE', CODE);
    expect(removed.body.shoppingCart).toMatchObject({ coupons: [], discountCents: 0, grandTotalCents: 4200 });
  });

  it('lists the shipping options and the tax of the address before paying, and the order charges the same', async () => {
    await team.switchTo({ automaticTax: true });
    expect((await team.stockist.merchant('PUT', '/api/admin/store/taxes', { json: { settings: { pricesIncludeTax: false, rates: [{ country: 'US', region: 'NY', ratePercent: '8.875' }] }, expectedVersion: 0 } })).status).toBe(200);
    const visitor = await shopper();
    await visitor.call('POST', CODE, { json: { code: 'SAVE10' } });
    const ny = await visitor.call('PUT', SHIPPING, { json: { location: { country: 'US', region: 'New York', postalCode: '10001' } } });
    expect(ny.status).toBe(200);
    const cart = ny.body.shoppingCart;
    expect(cart.shippingLocation).toEqual({ country: 'US', region: 'NY', postalCode: '10001' });
    expect(cart.shippingOptions.map((o: { id: string; costCents: number }) => [o.id, o.costCents])).toEqual([['us/standard', 500], ['us/express', 1200]]);
    expect(cart.selectedShippingOption.id).toBe('us/standard');
    // 42.00 − 4.20 = 37.80; tax 8.875% of 37.80 = 3.35; + 5.00 shipping
    expect([cart.discountCents, cart.shippingCostCents, cart.taxCents, cart.grandTotalCents]).toEqual([420, 500, 335, 4615]);
    expect(cart.applicableTaxRules).toEqual([{ country: 'US', region: 'NY', ratePercent: '8.875' }]);

    const express = await visitor.call('PUT', SHIPPING, { json: { optionId: 'us/express' } });
    expect(express.body.shoppingCart.grandTotalCents).toBe(5315);
    const page = String((await visitor.call('GET', '/checkout')).body);
    expect(page).toContain('Shipping (Express)');
    expect(page).toContain('$53.15');

    const placed = await visitor.call('POST', '/api/commerce/orders', { json: { ...details, shippingAddress: { ...details.shippingAddress, region: 'NY', city: 'New York', postalCode: '10001' }, shippingOption: 'us/express' } });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ discountCode: 'SAVE10', shippingOptionName: 'Express', subtotalCents: 4200, discountTotalCents: 420, shippingTotalCents: 1200, taxTotalCents: 335, grandTotalCents: 5315 });
    expect(placed.body.shippingTotal.decimalValue).toBe('12.00');
    expect(placed.body.taxTotal.decimalValue).toBe('3.35');
  });

  it('places no order where no zone ships, and says why', async () => {
    const visitor = await shopper();
    const ca = await visitor.call('PUT', SHIPPING, { json: { location: { country: 'CA', region: 'ON' } } });
    expect(ca.body.shoppingCart.shippingOptions).toEqual([]);
    expect(ca.body.shoppingCart.shippingProblem).toBe('We do not ship to this address. Please choose another address or contact us.');
    const refused = await visitor.call('POST', '/api/commerce/orders', { json: { ...details, shippingAddress: { ...details.shippingAddress, country: 'CA', region: 'ON', postalCode: 'M5V 2T6' } } });
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([409, 'no-shipping', 'We do not ship to this address. Please choose another address or contact us.']);
    const unknownRate = await visitor.call('POST', '/api/commerce/orders', { json: { ...details, shippingOption: 'us/pigeon' } });
    expect([unknownRate.status, unknownRate.body.issues?.[0]?.path]).toEqual([400, 'shippingOption']);
  });

  it('prices a rate by weight from the variant weights the merchant set', async () => {
    const { body } = await team.stockist.merchant('GET', '/api/admin/store/products/prod-apron');
    const variants = body.product.variants.map((v: { sku: string }) => (v.sku === 'APR-NAT-S' ? { ...v, weightGrams: 750 } : v));
    const saved = await team.stockist.merchant('PUT', '/api/admin/store/products/prod-apron', { json: { version: body.version, product: { ...body.product, variants } } });
    expect(saved.status).toBe(200);
    expect(saved.body.product.variants.find((v: { sku: string }) => v.sku === 'APR-NAT-S').weightGrams).toBe(750);
    const current = await team.stockist.merchant('GET', '/api/admin/store/shipping');
    const gb = { id: 'gb', name: 'United Kingdom', places: ['GB'], rates: [{ id: 'post', name: 'Royal Mail', kind: 'weight', price: '2.00', perKg: '4.10' }] };
    expect((await team.stockist.merchant('PUT', '/api/admin/store/shipping', { json: { settings: { zones: [...current.body.settings.zones, gb] }, expectedVersion: current.body.version } })).status).toBe(200);
    const visitor = await shopper();
    expect((await visitor.add({ itemId: 'prod-apron', sku: 'APR-NAT-S', quantity: 1 })).status).toBe(200);
    const answer = await visitor.call('PUT', SHIPPING, { json: { location: { country: 'GB', region: 'ENG' } } });
    // Two aprons of 750 g: 2.00 + 1.5 kg × 4.10 = 8.15
    expect(answer.body.shoppingCart.shippingOptions.map((o: { name: string; costCents: number }) => [o.name, o.costCents])).toEqual([['Royal Mail', 815]]);
  });

  it('counts uses per customer by email', async () => {
    const first = await shopper();
    await first.call('POST', CODE, { json: { code: 'ONCE' } });
    expect((await first.call('POST', '/api/commerce/orders', { json: { ...details, email: 'once@example.com' } })).status).toBe(201);
    const second = await shopper();
    await second.call('POST', CODE, { json: { code: 'ONCE' } });
    const refused = await second.call('POST', '/api/commerce/orders', { json: { ...details, email: 'Once@Example.com' } });
    expect([refused.status, refused.body.code]).toEqual([409, 'discount-code-invalid']);
    expect(refused.body.message).toBe('The discount code ONCE cannot be used: You have already used this discount code as many times as it allows. Remove it from your cart to order without it.');
    expect((await second.call('POST', '/api/commerce/orders', { json: { ...details, email: 'someone-else@example.com' } })).status).toBe(201);
  });

  it('gives the last use of a code to one of two racing orders', async () => {
    const { id } = await addCode({ code: 'LAST', kind: 'percentage', value: '20', maxUses: '1' });
    const racers = await Promise.all([shopper(), shopper(), shopper()]);
    for (const r of racers) expect((await r.call('POST', CODE, { json: { code: 'LAST' } })).status).toBe(200);
    const results = await Promise.all(racers.map((r, i) => r.call('POST', '/api/commerce/orders', { json: { ...details, email: `racer${String(i)}@example.com` } })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    for (const lost of results.filter((r) => r.status === 409)) expect(lost.body.message).toContain('This discount code has already been used as many times as it can be.');
    const won = results.find((r) => r.status === 201);
    expect(won?.body.discountTotalCents).toBe(840);
    const list = await team.stockist.merchant('GET', '/api/admin/store/discounts');
    expect(list.body.codes.find((c: { id: string }) => c.id === id)).toMatchObject({ uses: 1, maxUses: 1 });
    const late = await shopper();
    const refused = await late.call('POST', CODE, { json: { code: 'LAST' } });
    expect([refused.status, refused.body.message]).toEqual([409, 'This discount code has already been used as many times as it can be.']);
  });
});
