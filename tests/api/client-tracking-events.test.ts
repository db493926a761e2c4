// The client-side tracking events against the built server: the event pipeline stores a valid
// event and refuses a wrong one naming the field (nothing stored), the validation call, and the
// website settings that turn the events on and configure the ad pixel — what pages then carry
// (the config block, the pixel's origin in the page's Content-Security-Policy) and only then, the
// pixel only once an ADMIN allowed its address (custom code).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account, signIn } from './helpers/account.js';
import type { ServerProcess } from './helpers/server-process.js';
import { startSuite, stopSuite } from './helpers/suite.js';
import type { TempDatabase } from './helpers/temp-db.js';
import { Visitor } from './helpers/visitor.js';

let db: TempDatabase;
let server: ServerProcess;

const OWNER = { email: 'owner@shop.test', password: 'tracking owner password' };

beforeAll(async () => {
  ({ db, server } = await startSuite({ RATE_LIMIT_WRITES: '5000', MERCHANT_EMAIL: OWNER.email, MERCHANT_PASSWORD: OWNER.password, CONTENT_STATE_TTL_MS: '0' }));
}, 180_000);

afterAll(() => stopSuite(server, db));

const EVENTS = '/api/v1/clanker/events';

const addToCart = {
  website_id: 'site-fern-finch',
  page_id: 'col-shop',
  cart_id: 'cart-1',
  product_id: 'prod-apron',
  product_name: 'Linen Apron',
  product_type: 1,
  currency: 'USD',
  sku: 'APR-NAT-S',
  variant_id: 'var-apron-natural-s',
  variant: { Color: 'Natural', Size: 'S/M' },
  quantity: 2,
  price: 42,
  timestamp: 1_700_000_000_000,
  page_path: '/shop/p/linen-apron',
};

async function stored(kind: string): Promise<Record<string, unknown>[]> {
  const rows = await db.withStore((store) => store.db.selectFrom('tracking_events').select(['payload']).where('kind', '=', kind).orderBy('created_at').execute());
  return rows.map((r) => JSON.parse(r.payload) as Record<string, unknown>);
}

const visitor = (): Promise<Visitor> => Visitor.arrived(server.baseUrl);

describe('the event pipeline', () => {
  it('stores an add to cart with its content parsed (202)', async () => {
    const v = await visitor();
    const res = await v.call('POST', EVENTS, { json: { eventSchemaName: 'site_visitor_add_to_cart', eventContent: JSON.stringify(addToCart) }, crumb: 'none' });
    expect(res.status).toBe(202);
    expect(await stored('v1/clanker/events')).toEqual([{ eventSchemaName: 'site_visitor_add_to_cart', eventContent: addToCart }]);
  });

  it('takes JSON sent as text (a beacon)', async () => {
    const v = await visitor();
    const view = { website_id: 'site-fern-finch', page_id: 'col-shop', cart_id: null, product_id: 'prod-apron', product_name: 'Linen Apron', product_type: 1, currency: 'USD', price: 42, timestamp: 1 };
    const res = await v.call('POST', EVENTS, { raw: JSON.stringify({ eventSchemaName: 'site_visitor_view', eventContent: JSON.stringify(view) }), headers: { 'content-type': 'text/plain;charset=UTF-8' }, crumb: 'none' });
    expect(res.status).toBe(202);
    expect((await stored('v1/clanker/events')).at(-1)).toEqual({ eventSchemaName: 'site_visitor_view', eventContent: view });
  });

  it.each([
    ['no cart_id', { eventSchemaName: 'site_visitor_add_to_cart', eventContent: JSON.stringify({ ...addToCart, cart_id: undefined }) }, 'eventContent.cart_id', /cart_id is required/],
    ['a quantity of 0', { eventSchemaName: 'site_visitor_add_to_cart', eventContent: JSON.stringify({ ...addToCart, quantity: 0 }) }, 'eventContent.quantity', /quantity must be at least 1/],
    ['a lowercase currency', { eventSchemaName: 'site_visitor_add_to_cart', eventContent: JSON.stringify({ ...addToCart, currency: 'usd' }) }, 'eventContent.currency', /currency must be a currency code/],
    ['an unknown schema', { eventSchemaName: 'site_visitor_refund', eventContent: '{}' }, 'eventSchemaName', /eventSchemaName must be one of/],
    ['content that is not JSON', { eventSchemaName: 'site_visitor_view', eventContent: '{oops' }, 'eventContent', /eventContent must be a JSON string/],
    ['a purchase without items', { eventSchemaName: 'site_visitor_purchase', eventContent: JSON.stringify({ website_id: 's', page_id: 'p', cart_id: 'c', order_id: 'o', test_mode: true, currency: 'USD', items: [], grand_total: 1, shipping_total: 0, tax_total: 0, timestamp: 1 }) }, 'eventContent.items', /at least one item/],
  ])('refuses %s naming the field, storing nothing', async (_label, body, path, message) => {
    const v = await visitor();
    const before = await db.fingerprint();
    const res = await v.call('POST', EVENTS, { json: body, crumb: 'none' });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(path);
    expect(res.body.message).toMatch(message);
    expect(await db.fingerprint()).toEqual(before);
  });

  it('validates content without storing it', async () => {
    const v = await visitor();
    const before = await db.fingerprint();
    const good = await v.call('POST', '/api/v1/clanker/validate-event-content/site_visitor_add_to_cart', { json: addToCart, crumb: 'none' });
    expect(good.status).toBe(200);
    expect(good.body).toEqual({ valid: true, schema: 'site_visitor_add_to_cart' });
    const bad = await v.call('POST', '/api/v1/clanker/validate-event-content/site_visitor_add_to_cart', { json: { ...addToCart, price: 'free' }, crumb: 'none' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([{ path: 'price', message: 'price must be a number' }]);
    expect((await v.call('POST', '/api/v1/clanker/validate-event-content/nope', { json: addToCart, crumb: 'none' })).status).toBe(400);
    expect(await db.fingerprint()).toEqual(before);
  });
});

describe('the website settings of the events and the ad pixel', () => {
  let owner: Account;

  async function save(change: Record<string, unknown>) {
    const form = await owner.merchant('GET', '/api/admin/content/website');
    expect(form.status).toBe(200);
    return owner.merchant('PUT', '/api/admin/content/website', { json: { expectedVersion: form.body.version, value: { ...form.body.value, ...change } } });
  }

  beforeAll(async () => {
    await new Visitor(server.baseUrl).arrive();
    const { account, res } = await signIn(server.baseUrl, OWNER.email, OWNER.password);
    expect(res.status).toBe(200);
    owner = account;
  });

  it('start off: no config block on pages and no third-party origin in the policy', async () => {
    const form = await owner.merchant('GET', '/api/admin/content/website');
    expect(form.body.value).toMatchObject({ siteVisitorTrackingEvents: false, adPixelScriptUrl: '', adPixelId: '' });
    const res = await fetch(`${server.baseUrl}/shop/p/linen-apron`);
    expect(await res.text()).not.toContain('sf-commerce-events');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
    expect(/script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1]).not.toMatch(/https:/);
  });

  it('refuse a pixel address that is not https, naming the field, and change nothing', async () => {
    const before = await db.fingerprint();
    const res = await save({ adPixelScriptUrl: 'http://pixel.example.com/p.js' });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain('value.adPixelScriptUrl');
    expect(res.body.message).toMatch(/must be an https address/);
    expect(await db.fingerprint()).toEqual(before);
  });

  it('once saved and allowed by an ADMIN, put the config on product pages and the pixel\'s origin, only, in their policy', async () => {
    expect((await save({ siteVisitorTrackingEvents: true, adPixelScriptUrl: 'https://pixel.example.com/p.js', adPixelId: 'PX-42' })).status).toBe(200);
    // Set while custom code is not allowed: the events' config comes, the pixel does not, nor its origin.
    const waiting = await fetch(`${server.baseUrl}/shop/p/linen-apron`);
    const waitingBlock = /<script type="application\/json" id="sf-commerce-events">([^<]*)<\/script>/.exec(await waiting.text());
    expect(JSON.parse(waitingBlock![1]!)).not.toHaveProperty('adPixel');
    expect(waiting.headers.get('content-security-policy')).not.toContain('pixel.example.com');
    const code = await owner.merchant('GET', '/api/admin/custom-code');
    expect(code.body.adPixelUrl).toBe('https://pixel.example.com/p.js');
    // Allowing code asks for the password again.
    expect((await owner.reauthenticate(OWNER.password)).status).toBe(200);
    const allowed = await owner.merchant('PUT', '/api/admin/custom-code', {
      json: { expectedVersion: code.body.version, codeVersion: code.body.codeVersion, adPixelUrl: code.body.adPixelUrl, codeInjection: false, adPixel: true },
    });
    expect(allowed.status).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      // the second answer is the page cache's kept page
      const res = await fetch(`${server.baseUrl}/shop/p/linen-apron`);
      const html = await res.text();
      const block = /<script type="application\/json" id="sf-commerce-events">([^<]*)<\/script>/.exec(html);
      expect(JSON.parse(block![1]!)).toMatchObject({
        events: true,
        websiteId: 'site-fern-finch',
        currency: 'USD',
        product: { itemId: 'prod-apron', name: 'Linen Apron', productType: 1, priceCents: 4200 },
        adPixel: { scriptUrl: 'https://pixel.example.com/p.js', pixelId: 'PX-42' },
      });
      const policy = res.headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')* https:\/\/pixel\.example\.com;/);
      expect(policy).toMatch(/connect-src 'self' https:\/\/pixel\.example\.com;/);
    }
    expect((await save({ siteVisitorTrackingEvents: false, adPixelScriptUrl: '' })).status).toBe(200);
    const off = await fetch(`${server.baseUrl}/shop/p/linen-apron`);
    expect(await off.text()).not.toContain('sf-commerce-events');
    expect(off.headers.get('content-security-policy')).not.toContain('pixel.example.com');
  });
});
