// Entitlements switched in the admin and honoured by the shop: without buy-now-pay-later no
// installment pill, without restock notifications no sign-up form and the sign-up call refuses,
// without subscriptions or gift cards no buy box for them and the cart calls refuse them. Saves
// name their version (409 when stale); only roles writing `settings` may switch.
import { beforeAll, describe, expect, it } from 'vitest';
import { listRestockSignups } from '../../site/db/index.js';
import { ENTITLEMENT_KEYS, DEFAULT_ENTITLEMENTS, type EntitlementKey } from '../../domain/admin/entitlements.js';
import { signIn, type Account } from './helpers/account.js';
import { useAdminSuite } from './helpers/admin-suite.js';
import { STORE_MANAGER as STOCKIST, STORE_OWNER as OWNER, STORE_VIEWER as VIEWER } from './helpers/store-team.js';
import { Visitor } from './helpers/visitor.js';

let admin: Account;
const PATH = '/api/admin/entitlements';

async function html(path: string): Promise<string> {
  const res = await fetch(suite.server.baseUrl + path);
  expect(res.status).toBe(200);
  return res.text();
}

async function switchTo(changes: Partial<Record<EntitlementKey, boolean>>): Promise<void> {
  const current = await admin.merchant('GET', PATH);
  const res = await admin.merchant('PUT', PATH, { json: { entitlements: { ...current.body.entitlements, ...changes }, expectedVersion: current.body.version } });
  expect(res.status).toBe(200);
  expect(res.body.entitlements).toMatchObject(changes);
}

const visitor = (): Promise<Visitor> => Visitor.arrived(suite.server.baseUrl);

const suite = useAdminSuite(OWNER, [VIEWER, STOCKIST], { RATE_LIMIT_WRITES: '1000' });

beforeAll(async () => {
  admin = await suite.as(OWNER);
});

describe('the entitlements call', () => {
  it('starts with the defaults at version 0, readable by a viewer, not by a store manager', async () => {
    const res = await admin.merchant('GET', PATH);
    expect(res.body).toEqual({ entitlements: DEFAULT_ENTITLEMENTS, version: 0 });
    expect(Object.keys(res.body.entitlements).sort()).toEqual([...ENTITLEMENT_KEYS].sort());
    const { account: viewer } = await signIn(suite.server.baseUrl, VIEWER.email, VIEWER.password);
    expect((await viewer.merchant('GET', PATH)).status).toBe(200);
    expect((await viewer.merchant('PUT', PATH, { json: { entitlements: DEFAULT_ENTITLEMENTS, expectedVersion: 0 } })).status).toBe(403);
    const { account: stockist } = await signIn(suite.server.baseUrl, STOCKIST.email, STOCKIST.password);
    expect((await stockist.merchant('GET', PATH)).status).toBe(403);
  });

  it('refuses a malformed save naming the switch, and a stale one, changing nothing', async () => {
    const { subscriptions: _dropped, ...partial } = DEFAULT_ENTITLEMENTS;
    const bad = await admin.merchant('PUT', PATH, { json: { entitlements: { ...partial, giftCards: 'no' }, expectedVersion: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['entitlements.giftCards', 'entitlements.subscriptions']);
    await switchTo({ pointOfSale: true });
    const stale = await admin.merchant('PUT', PATH, { json: { entitlements: { ...DEFAULT_ENTITLEMENTS, giftCards: false }, expectedVersion: 0 } });
    expect(stale.status).toBe(409);
    expect((await admin.merchant('GET', PATH)).body).toMatchObject({ version: 1, entitlements: { pointOfSale: true, giftCards: true } });
  });
});

describe('the shop honours them', () => {
  it('buy-now-pay-later off: the product page has no installment pill', async () => {
    // The commerce island renders the pill when its props carry the product's offers.
    expect(await html('/shop/p/linen-apron')).toContain('&quot;installments&quot;');
    await switchTo({ buyNowPayLater: false });
    const page = await html('/shop/p/linen-apron');
    expect(page).not.toContain('&quot;installments&quot;');
    expect(page).toContain('product-add-form');
    await switchTo({ buyNowPayLater: true });
    expect(await html('/shop/p/linen-apron')).toContain('&quot;installments&quot;');
  });

  it('restock notifications off: no sign-up form, and the sign-up call refuses', async () => {
    expect(await html('/shop/p/linen-tea-towel')).toContain('class="product-restock-form"');
    await switchTo({ restockNotifications: false });
    expect(await html('/shop/p/linen-tea-towel')).not.toContain('class="product-restock-form"');
    const res = await (await visitor()).call('POST', '/api/site-users/account/notifications/restock', {
      json: { productId: 'prod-tea-towel', variantId: 'var-tea-towel', siteVisitorEmail: 'late@example.com' },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Restock notifications are not available in this shop.');
    const stored = await suite.db.withStore((store) => listRestockSignups(store, { productId: 'prod-tea-towel', variantId: 'var-tea-towel' }));
    expect(stored.signUps).toHaveLength(0);
    await switchTo({ restockNotifications: true });
    expect(await html('/shop/p/linen-tea-towel')).toContain('class="product-restock-form"');
  });

  it('subscriptions off: no buy box for the subscription, and the cart calls refuse it', async () => {
    expect(await html('/shop/p/coffee-subscription')).toContain('product-add-form');
    await switchTo({ subscriptions: false });
    const page = await html('/shop/p/coffee-subscription');
    expect(page).not.toContain('product-add-form');
    expect(page).toContain('Subscriptions are not available in this shop.');
    const v = await visitor();
    const add = await v.add({ itemId: 'prod-coffee', sku: 'COF-1', quantity: 1 });
    expect(add.status).toBe(403);
    expect(add.body.message).toBe('Subscriptions are not available in this shop.');
    const token = await v.call('POST', '/api/3/commerce/cart/subscription', { json: { itemId: 'prod-coffee', sku: 'COF-1', qty: 1 } });
    expect(token.status).toBe(403);
    expect((await v.add({ itemId: 'prod-bowl', sku: 'BWL-1', quantity: 1 })).status).toBe(200);
    await switchTo({ subscriptions: true });
    expect((await v.add({ itemId: 'prod-coffee', sku: 'COF-1', quantity: 1 })).status).toBe(200);
  });

  it('gift cards off: no buy box for the gift card, and adding one is refused', async () => {
    await switchTo({ giftCards: false });
    const page = await html('/shop/p/gift-card');
    expect(page).not.toContain('product-add-form');
    expect(page).toContain('Gift cards are not available in this shop.');
    const add = await (await visitor()).add({ itemId: 'prod-gift-card', sku: 'GFT-25', quantity: 1 });
    expect(add.status).toBe(403);
    expect(add.body.message).toBe('Gift cards are not available in this shop.');
    await switchTo({ giftCards: true });
    expect(await html('/shop/p/gift-card')).toContain('product-add-form');
  });
});
