// Automatic tax against the built server on a temporary database (SQLite, or PostgreSQL under
// tests/site/db/with-postgres.sh): the merchant's rates saved by version and refused naming the
// field; while the entitlement is on, an order shipped to a taxed state carries its tax (the
// checkout page says where it comes from), one to an untaxed place or with nothing shipped does
// not; while it is off nothing is taxed and the rates cannot be saved; a viewer is refused.
import { describe, expect, it } from 'vitest';
import { useStoreTeam } from './helpers/store-team.js';
import { details } from './helpers/checkout.js';
import { Visitor } from './helpers/visitor.js';

const TAXES = '/api/admin/store/taxes';
const team = useStoreTeam();
const { suite } = team;

const RATES = { pricesIncludeTax: false, rates: [{ country: 'US', region: 'NY', ratePercent: '8.875' }, { country: 'US', region: '', ratePercent: '5' }] };

/** A shopper who buys an apron ($42.00) and a candle ($16.00), shipped to `address`; the placed order. */
async function order(shippingAddress: Record<string, string>, items = [{ itemId: 'prod-apron', sku: 'APR-NAT-S' }, { itemId: 'prod-candle', sku: 'CAN-1' }]) {
  const visitor = new Visitor(suite.server.baseUrl);
  await visitor.arrive();
  for (const item of items) expect((await visitor.add({ ...item, quantity: 1 })).status).toBe(200);
  const checkout = await visitor.call('GET', '/checkout');
  const placed = await visitor.call('POST', '/api/commerce/orders', { json: { ...details, shippingAddress: { ...details.shippingAddress, ...shippingAddress } } });
  expect(placed.status).toBe(201);
  return { checkout: String(checkout.body), order: placed.body as { taxTotal: { decimalValue: string }; grandTotal: { decimalValue: string } } };
}

describe('automatic tax', () => {
  it('is off at first: rates can be read but not saved, and orders carry no tax', async () => {
    const read = await team.stockist.merchant('GET', TAXES);
    expect(read.body).toEqual({ enabled: false, settings: { rates: [], pricesIncludeTax: false }, version: 0 });
    const save = await team.stockist.merchant('PUT', TAXES, { json: { settings: RATES, expectedVersion: 0 } });
    expect(save.status).toBe(403);
    expect(save.body.message).toBe('Automatic tax is not available in this shop.');
    const { order: placed, checkout } = await order({ region: 'NY' });
    expect(placed.taxTotal.decimalValue).toBe('0.00');
    expect(placed.grandTotal.decimalValue).toBe('58.00');
    expect(checkout).not.toContain('Calculated from your shipping address');
  });

  it('saves rates by version, refusing bad ones naming the field, a stale save and a viewer', async () => {
    await team.switchTo({ automaticTax: true });
    const bad = await team.stockist.merchant('PUT', TAXES, { json: { settings: { pricesIncludeTax: false, rates: [{ country: 'USA', ratePercent: '5' }, { country: 'GB', ratePercent: '120' }] }, expectedVersion: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([
      { path: 'settings.rates.0.country', message: 'must be a two-letter country code such as US' },
      { path: 'settings.rates.1.ratePercent', message: 'must be at most 100' },
    ]);
    expect((await team.viewer.merchant('PUT', TAXES, { json: { settings: RATES, expectedVersion: 0 } })).status).toBe(403);
    const saved = await team.stockist.merchant('PUT', TAXES, { json: { settings: RATES, expectedVersion: 0 } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ enabled: true, version: 1, settings: RATES });
    expect((await team.stockist.merchant('PUT', TAXES, { json: { settings: RATES, expectedVersion: 0 } })).status).toBe(409);
  });

  it('taxes an order by its shipping address, and says so at checkout', async () => {
    const ny = await order({ region: 'NY' });
    expect(ny.checkout).toContain('Calculated from your shipping address once you enter it');
    expect(ny.checkout).toContain('Total before tax');
    expect(ny.order.taxTotal.decimalValue).toBe('5.15');
    expect(ny.order.grandTotal.decimalValue).toBe('63.15');
    expect((await order({ region: 'IL' })).order.taxTotal.decimalValue).toBe('2.90');
    expect((await order({ country: 'CA', region: 'ON' })).order.taxTotal.decimalValue).toBe('0.00');
    const digital = await order({}, [{ itemId: 'prod-workshop', sku: 'WRK-1' }]);
    expect(digital.order.taxTotal.decimalValue).toBe('0.00');
    expect(digital.checkout).not.toContain('Calculated from your shipping address');
  });

  it('with prices that include tax, shows the tax inside the same total', async () => {
    const current = await team.stockist.merchant('GET', TAXES);
    expect((await team.stockist.merchant('PUT', TAXES, { json: { settings: { ...RATES, pricesIncludeTax: true }, expectedVersion: current.body.version } })).status).toBe(200);
    const placed = (await order({ region: 'IL' })).order;
    expect(placed.taxTotal.decimalValue).toBe('2.76');
    expect(placed.grandTotal.decimalValue).toBe('58.00');
  });
});
