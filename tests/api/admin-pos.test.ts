// The point of sale against the built server on a temporary database (SQLite, or PostgreSQL under
// tests/site/db/with-postgres.sh): a sale rung up in person takes the stock, is listed as a
// fulfilled order paid at the point of sale, and shows on the product page; a sale key sent again
// answers the same order; short stock, cash that does not cover the total, bad input, a viewer and
// the entitlement off are refused with nothing changed.
import { describe, expect, it } from 'vitest';
import { STORE_OWNER, useStoreTeam } from './helpers/store-team.js';

const POS = '/api/admin/store/pos';
const team = useStoreTeam();
const { suite } = team;

async function counts(): Promise<unknown> {
  return suite.db.withStore(async (store) => ({
    variants: await store.db.selectFrom('variants').select(['id', 'qty_in_stock']).orderBy('id').execute(),
    orders: (await store.db.selectFrom('orders').select('id').execute()).length,
  }));
}

let keys = 0;
const saleKey = (): string => `sale-key-${String(++keys).padStart(4, '0')}`;

describe('the point of sale', () => {
  it('is refused while its entitlement is off, and says so', async () => {
    expect((await team.stockist.merchant('GET', POS)).body).toEqual({ enabled: false, currencyCode: 'USD' });
    const before = await counts();
    const res = await team.stockist.merchant('POST', POS, { json: { saleKey: saleKey(), lines: [{ variantId: 'var-bowl', quantity: 1 }], method: 'card' } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'feature-unavailable', message: 'The point of sale is not available in this shop.' });
    expect(await counts()).toEqual(before);
  });

  it('rings up a cash sale: stock taken, change given, a fulfilled order paid in person, the page sold out', async () => {
    await team.switchTo({ pointOfSale: true });
    const key = saleKey();
    const sale = { saleKey: key, lines: [{ variantId: 'var-bowl', quantity: 4 }, { variantId: 'var-candle', quantity: 2 }], method: 'cash', tenderedCents: 15000, customerEmail: 'walk-in@example.com' };
    const res = await team.stockist.merchant('POST', POS, { json: sale });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      currencyCode: 'USD',
      lines: [
        { productName: 'Stoneware Bowl', sku: 'BWL-1', quantity: 4, unitPriceCents: 2250 },
        { productName: 'Beeswax Candle', sku: 'CAN-1', quantity: 2, unitPriceCents: 1600 },
      ],
      totalCents: 12200,
      method: 'cash',
      tenderedCents: 15000,
      changeCents: 2800,
    });
    const again = await team.stockist.merchant('POST', POS, { json: sale });
    expect(again.status).toBe(201);
    expect(again.body.orderNumber).toBe(res.body.orderNumber);

    const order = await team.owner.merchant('GET', `/api/admin/orders/${String(res.body.orderId)}`);
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({ status: 'fulfilled', grandTotalCents: 12200, customerEmail: 'walk-in@example.com', payment: { provider: 'point-of-sale', reference: 'cash' } });
    expect((await team.owner.reauthenticate(STORE_OWNER.password)).status).toBe(200);
    const apiKey = await team.owner.merchant('POST', '/api/admin/api-keys', { json: { name: 'Till sync', scope: 'read-only' } });
    const viaApi = await fetch(`${suite.server.baseUrl}/1.0/commerce/orders/${String(res.body.orderId)}`, { headers: { authorization: `Bearer ${String(apiKey.body.secret)}` } });
    expect(await viaApi.json()).toMatchObject({ orderNumber: String(res.body.orderNumber), channel: 'pos', fulfillmentStatus: 'FULFILLED', grandTotal: { currency: 'USD', value: '122.00' } });
    const stock = await suite.db.withStore((store) => store.db.selectFrom('variants').select('qty_in_stock').where('id', '=', 'var-bowl').executeTakeFirstOrThrow());
    expect(stock.qty_in_stock).toBe(0);
    const page = await (await fetch(`${suite.server.baseUrl}/shop/p/stoneware-bowl`)).text();
    expect(page).toContain('<div class="product-mark sold-out">');
  });

  it('records a sale sent twice at once only once', async () => {
    const before = await suite.db.withStore((store) => store.db.selectFrom('variants').select('qty_in_stock').where('id', '=', 'var-workshop').executeTakeFirstOrThrow());
    const sale = { saleKey: saleKey(), lines: [{ variantId: 'var-workshop', quantity: 1 }], method: 'card' };
    const [a, b] = await Promise.all([team.stockist.merchant('POST', POS, { json: sale }), team.stockist.merchant('POST', POS, { json: sale })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.orderNumber).toBe(b.body.orderNumber);
    const after = await suite.db.withStore((store) => store.db.selectFrom('variants').select('qty_in_stock').where('id', '=', 'var-workshop').executeTakeFirstOrThrow());
    expect(after.qty_in_stock).toBe(before.qty_in_stock - 1);
  });

  it('refuses a sale the stock cannot cover, naming the product, changing nothing', async () => {
    const before = await counts();
    const res = await team.stockist.merchant('POST', POS, { json: { saleKey: saleKey(), lines: [{ variantId: 'var-candle', quantity: 1 }, { variantId: 'var-apron-natural-l', quantity: 5 }], method: 'card' } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'out-of-stock', message: 'Only 3 of Linen Apron left.' });
    expect(await counts()).toEqual(before);
  });

  it('refuses cash that does not cover the total, and bad input, naming the field', async () => {
    const before = await counts();
    const short = await team.stockist.merchant('POST', POS, { json: { saleKey: saleKey(), lines: [{ variantId: 'var-workshop', quantity: 1 }], method: 'cash', tenderedCents: 5000 } });
    expect(short.status).toBe(400);
    expect(short.body.issues).toEqual([{ path: 'tenderedCents', message: 'The cash received does not cover the total of $75.00.' }]);
    const cases: [unknown, string, string][] = [
      [{ saleKey: 'x', lines: [{ variantId: 'var-candle', quantity: 1 }], method: 'card' }, 'saleKey', 'must be 8 to 64 letters, digits or dashes'],
      [{ saleKey: saleKey(), lines: [], method: 'card' }, 'lines', 'Add at least one item to the sale.'],
      [{ saleKey: saleKey(), lines: [{ variantId: 'var-candle', quantity: 0 }], method: 'card' }, 'lines.0.quantity', 'must be at least 1'],
      [{ saleKey: saleKey(), lines: [{ variantId: 'var-candle', quantity: 1 }], method: 'cash' }, 'tenderedCents', 'Enter the cash received.'],
      [{ saleKey: saleKey(), lines: [{ variantId: 'var-candle', quantity: 1 }], method: 'cheque' }, 'method', 'must be cash or card'],
      [{ saleKey: saleKey(), lines: [{ variantId: 'var-candle', quantity: 1 }], method: 'card', customerEmail: 'nope' }, 'customerEmail', 'Please enter a valid email.'],
    ];
    for (const [json, path, message] of cases) {
      const res = await team.stockist.merchant('POST', POS, { json });
      expect(res.status, path).toBe(400);
      expect(res.body.issues, path).toContainEqual({ path, message });
    }
    const gone = await team.stockist.merchant('POST', POS, { json: { saleKey: saleKey(), lines: [{ variantId: 'var-nothing', quantity: 1 }], method: 'card' } });
    expect(gone.status).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('refuses a viewer', async () => {
    const before = await counts();
    expect((await team.viewer.merchant('GET', POS)).status).toBe(200);
    const res = await team.viewer.merchant('POST', POS, { json: { saleKey: saleKey(), lines: [{ variantId: 'var-candle', quantity: 1 }], method: 'card' } });
    expect(res.status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});
