// Issue 21: shipping-zone amounts were accepted with at most two decimals whatever the store
// currency ("5.5" saved in a JPY shop, then priced as nothing; "5.125" refused in KWD), and the
// gift-card limit was 1,000,000 minor units in every currency ($10,000.00, but ¥1,000,000) while
// its message said "$10,000.00". Amounts are now read by the store currency's digits and stored
// in its minor units; the gift-card limit is 10,000 of the store currency, written in it.
import { describe, expect, it } from 'vitest';
import { readVersionedPart } from '../../site/db/index.js';
import { useStoreCurrency } from './helpers/store-currency.js';
import { useStoreTeam } from './helpers/store-team.js';
import { Visitor } from './helpers/visitor.js';

const SHIPPING = '/api/admin/store/shipping';
const CARDS = '/api/admin/gift-cards';
const team = useStoreTeam();
const { suite } = team;

const useCurrency = (code: string): Promise<void> => useStoreCurrency(suite.db, team.owner, code);

const zones = (rate: Record<string, string>) => ({ zones: [{ id: 'home', name: 'Home', places: ['US'], rates: [{ id: 'std', name: 'Standard', ...rate }] }] });

async function saveZones(rate: Record<string, string>) {
  const current = await team.stockist.merchant('GET', SHIPPING);
  return team.stockist.merchant('PUT', SHIPPING, { json: { settings: zones(rate), expectedVersion: current.body.version } });
}

const storedRate = () => suite.db.withStore(async (store) => (await readVersionedPart(store, 'shipping-zones'))?.value);

describe('shipping-zone amounts by the store currency (issue 21)', () => {
  it.each([
    ['USD', { kind: 'weight', price: '5', perKg: '1.25' }, { price: '5.00', perKg: '1.25' }, { priceCents: 500, perKgCents: 125 }, 'The price must be an amount such as 12.50: USD amounts have 2 decimals.', '12.345'],
    ['KWD', { kind: 'free-over', price: '5.125', freeOver: '20' }, { price: '5.125', freeOver: '20.000' }, { priceCents: 5125, freeOverCents: 20000 }, 'The price must be an amount such as 12.500: KWD amounts have 3 decimals.', '1.2345'],
    ['JPY', { kind: 'flat', price: '500' }, { price: '500' }, { priceCents: 500 }, 'The price must be an amount such as 500: JPY amounts have no decimals.', '5.5'],
  ])('%s: saves in minor units, reads back as typed, refuses what the currency cannot hold', async (currency, typed, shown, stored, message, bad) => {
    await useCurrency(currency);
    const saved = await saveZones(typed);
    expect(saved.status).toBe(200);
    expect(saved.body.currencyCode).toBe(currency);
    expect(saved.body.settings.zones[0].rates[0]).toMatchObject(shown);
    const read = await team.viewer.merchant('GET', SHIPPING);
    expect(read.body.settings.zones[0].rates[0]).toMatchObject(shown);
    expect(await storedRate()).toMatchObject({ zones: [{ rates: [{ id: 'std', ...stored }] }] });

    const before = await suite.db.fingerprint();
    const refused = await saveZones({ kind: 'flat', price: bad });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toContainEqual({ path: 'settings.zones.0.rates.0.price', message });
    expect(await suite.db.fingerprint()).toEqual(before);
  });

  it('prices the cart\'s shipping in a JPY shop at ¥500 for "500"', async () => {
    await useCurrency('JPY');
    expect((await saveZones({ kind: 'flat', price: '500' })).status).toBe(200);
    const visitor = await Visitor.arrived(suite.server.baseUrl);
    expect((await visitor.add({ itemId: 'prod-apron', sku: 'APR-NAT-S', quantity: 1 })).status).toBe(200);
    const cart = (await visitor.call('PUT', '/api/commerce/shopping-cart/shipping', { json: { location: { country: 'US', region: 'NY', postalCode: '10001' } } })).body.shoppingCart;
    expect(cart.shippingOptions.map((o: { id: string; costCents: number }) => [o.id, o.costCents])).toEqual([['home/std', 500]]);
  });
});

describe('the gift-card limit in the store currency (issue 21)', () => {
  it.each([
    ['USD', 1_000_000, 'The amount may be at most $10,000.00.'],
    ['KWD', 10_000_000, 'The amount may be at most KWD\u00a010,000.000.'],
    ['JPY', 10_000, 'The amount may be at most ¥10,000.'],
  ])('%s: issues a card of exactly the limit (%i minor units) and refuses one more, naming the limit in the currency', async (currency, limit, message) => {
    await team.switchTo({ giftCards: true });
    await useCurrency(currency);
    const atLimit = await team.owner.merchant('POST', CARDS, { json: { amountCents: limit } });
    expect(atLimit.status).toBe(201);
    expect(atLimit.body.card).toMatchObject({ initialCents: limit, currencyCode: currency });
    expect((await team.owner.merchant('POST', CARDS, { json: { amountCents: limit - 1 } })).status).toBe(201);
    const over = await team.owner.merchant('POST', CARDS, { json: { amountCents: limit + 1 } });
    expect(over.status).toBe(400);
    expect(over.body.issues).toContainEqual({ path: 'amountCents', message });

    const card = atLimit.body.card as { id: string; version: number };
    const tooMuch = await team.owner.merchant('POST', `${CARDS}/${card.id}/adjust`, { json: { amountCents: -(limit + 1), note: 'too much', expectedVersion: card.version } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.issues).toContainEqual({ path: 'amountCents', message: message.replace('The amount', 'The change') });
  });
});
