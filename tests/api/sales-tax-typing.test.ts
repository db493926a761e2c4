// Issue 20, finding 4 ("sales tax avoided by typing"): the region was free text and one the
// rates did not know fell back to the country's rate, so `ILL`, `I L`, `XX`, full-width `ＩＬ` or
// nothing paid 5 % where Illinois pays 10 %, and `<b>` or a NUL byte were stored in the address.
// Against the built server: every spelling of a real region is taxed as that region (and kept as
// its code), anything else is a 400 naming `shippingAddress.region`, and no field of the address
// takes control or markup characters; nothing is stored on a refusal.
import { describe, expect, it } from 'vitest';
import { details } from './helpers/checkout.js';
import { useStoreTeam } from './helpers/store-team.js';
import { Visitor } from './helpers/visitor.js';

const team = useStoreTeam();
const { suite } = team;
const RATES = { pricesIncludeTax: false, rates: [{ country: 'US', region: 'IL', ratePercent: '10' }, { country: 'US', region: '', ratePercent: '5' }] };
const UNKNOWN = 'State, province or region is not one we know in United States: choose it from the list (for example Alabama or AL).';

/** A shopper with a candle ($16.00) in the cart. */
async function shopper(): Promise<Visitor> {
  const visitor = new Visitor(suite.server.baseUrl);
  await visitor.arrive();
  expect((await visitor.add({ itemId: 'prod-candle', sku: 'CAN-1', quantity: 1 })).status).toBe(200);
  return visitor;
}

/** The order of `visitor`'s cart (a new shopper's by default) shipped to the address with `address` changed. */
async function place(address: Record<string, string>, visitor?: Visitor) {
  return (visitor ?? (await shopper())).call('POST', '/api/commerce/orders', { json: { ...details, shippingAddress: { ...details.shippingAddress, ...address } } });
}

describe('sales tax avoided by typing', () => {
  it('is on for these tests: Illinois 10 %, the rest of the US 5 %', async () => {
    await team.switchTo({ automaticTax: true });
    expect((await team.owner.merchant('PUT', '/api/admin/store/taxes', { json: { settings: RATES, expectedVersion: 0 } })).status).toBe(200);
  });

  it.each([['IL'], ['il'], ['I L'], ['ＩＬ'], ['Illinois'], ['US-IL'], [' illinois ']])('%j is Illinois: 10 %, kept as IL', async (region) => {
    const res = await place({ region });
    expect(res.status).toBe(201);
    expect(res.body.taxTotal.decimalValue).toBe('1.60');
    expect(res.body.shippingAddress.region).toBe('IL');
  });

  it('another real state pays its own rate (the country\'s), by code or name', async () => {
    for (const region of ['NY', 'New York']) {
      const res = await place({ region, city: 'Albany', postalCode: '12207' });
      expect(res.status).toBe(201);
      expect(res.body.taxTotal.decimalValue).toBe('0.80');
      expect(res.body.shippingAddress.region).toBe('NY');
    }
  });

  it.each([
    ['ILL', UNKNOWN],
    ['XX', UNKNOWN],
    ['Illinoi', UNKNOWN],
    ['CA-ON', UNKNOWN],
    ['', 'State, province or region is required.'],
    ['<b>', 'State, province or region must not contain < or >.'],
    ['IL\u0000', 'State, province or region must not contain control characters.'],
  ])('%j → 400 naming shippingAddress.region, nothing stored', async (region, message) => {
    const visitor = await shopper();
    const before = await suite.db.fingerprint();
    const res = await place({ region }, visitor);
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path: 'shippingAddress.region', message });
    expect(await suite.db.fingerprint()).toEqual(before);
  });

  it('a missing region is refused, not taxed at the country rate', async () => {
    const { region: _region, ...address } = details.shippingAddress;
    const visitor = await shopper();
    const res = await visitor.call('POST', '/api/commerce/orders', { json: { ...details, shippingAddress: address } });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path: 'shippingAddress.region', message: 'State, province or region is required.' });
  });

  it.each([
    ['name', 'Ada <b>Shopper</b>', 'Full name must not contain < or >.'],
    ['line1', '1 Main St\u0000', 'Street address must not contain control characters.'],
    ['line2', 'Apt <script>', 'Apartment, suite, etc. must not contain < or >.'],
    ['city', 'Spring\u001bfield', 'City must not contain control characters.'],
    ['name', 'Ada \u202Erepoohs', 'Full name must not contain control characters.'],
  ])('%s %j → 400 naming the field, never stored', async (field, value, message) => {
    const visitor = await shopper();
    const before = await suite.db.fingerprint();
    const res = await place({ [field]: value }, visitor);
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path: `shippingAddress.${field}`, message });
    expect(await suite.db.fingerprint()).toEqual(before);
  });

  it('Canada\'s region is its province, by name or code; a US state is refused there', async () => {
    const res = await place({ country: 'CA', region: 'Ontario', city: 'Toronto', postalCode: 'M5V 2T6' });
    expect(res.status).toBe(201);
    expect(res.body.shippingAddress.region).toBe('ON');
    const wrong = await place({ country: 'CA', region: 'IL', city: 'Toronto', postalCode: 'M5V 2T6' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toContainEqual({ path: 'shippingAddress.region', message: 'State, province or region is not one we know in Canada: choose it from the list (for example Alberta or AB).' });
  });
});
