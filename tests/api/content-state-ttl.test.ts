// The content state a server reuses for CONTENT_STATE_TTL_MS (here far longer than the test):
// a change made through the server itself (an owner's stock edit, a checkout) shows on the next
// page view at once; a change another process makes waits for the TTL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteUser, setStock } from '../../site/db/index.js';
import { signIn, type Account } from './helpers/account.js';
import { details } from './helpers/checkout.js';
import type { ServerProcess } from './helpers/server-process.js';
import { startSuite, stopSuite } from './helpers/suite.js';
import type { TempDatabase } from './helpers/temp-db.js';
import { Visitor } from './helpers/visitor.js';

let db: TempDatabase;
let server: ServerProcess;
let owner: Account;

const SOLD_OUT = 'This product is sold out.';
const BOWL = '/shop/p/stoneware-bowl';
const CANDLE = '/shop/p/beeswax-candle';
const OWNER = { email: 'owner@shop.test', password: 'owner password 1' };

const page = async (path: string): Promise<string> => (await fetch(server.baseUrl + path)).text();
const setBowlStock = (qtyInStock: number, expected: number) =>
  owner.merchant('PUT', '/api/admin/store/variants/var-bowl/stock', { json: { qtyInStock, unlimited: false, expected: { qtyInStock: expected, unlimited: false } } });

beforeAll(async () => {
  ({ db, server } = await startSuite({ CONTENT_STATE_TTL_MS: '600000', RATE_LIMIT_WRITES: '1000' }));
  await db.withStore((store) => createSiteUser(store, { ...OWNER, roles: ['ADMIN'] }));
  ({ account: owner } = await signIn(server.baseUrl, OWNER.email, OWNER.password));
}, 180_000);

afterAll(() => stopSuite(server, db));

describe('a server reusing its content state', () => {
  it("shows an owner's stock edit made through it at once, and another process's write only after the TTL", async () => {
    expect(await page(BOWL)).not.toContain(SOLD_OUT);
    expect(await page(CANDLE)).not.toContain(SOLD_OUT);
    // Written by this test process, not the server: the server still shows what it read.
    await db.withStore((store) => setStock(store, 'CAN-1', 0));
    expect(await page(CANDLE)).not.toContain(SOLD_OUT);

    expect((await setBowlStock(0, 4)).status).toBe(200);
    expect(await page(BOWL)).toContain(SOLD_OUT);
    // Its own change made the server read the state again, with the other write in it.
    expect(await page(CANDLE)).toContain(SOLD_OUT);
  });

  it('shows the last unit sold at checkout as sold out on the next page view', async () => {
    expect((await setBowlStock(1, 0)).status).toBe(200);
    expect(await page(BOWL)).not.toContain(SOLD_OUT);
    const shopper = new Visitor(server.baseUrl);
    await shopper.arrive();
    expect((await shopper.add({ itemId: 'prod-bowl', sku: 'BWL-1', quantity: 1 })).status).toBe(200);
    expect((await shopper.call('POST', '/api/commerce/orders', { json: { ...details, paymentProvider: 'test' } })).status).toBe(201);
    expect(await page(BOWL)).toContain(SOLD_OUT);
  });
});
