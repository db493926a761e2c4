// The client-side tracking events in a browser, against the built site: with the feature flag off
// (the default) no event code is loaded and no event sent; turned on, a product view, an add to
// cart from the buy box and a purchase (with the checkout-confirmed event) reach the server with
// their fields; the ad pixel's script is loaded only when configured and allowed by an ADMIN, and told of the purchase;
// nothing is sent before consent under the restrictive cookie policy; the owner sets both in the
// admin's website settings; axe finds nothing new.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { putSetting, readVersionedPart, saveVersionedPart } from '../../site/db/index.js';
import { Visitor } from '../api/helpers/visitor.js';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { signInAs } from './helpers/admin.js';
import { fillCheckoutDetails } from './checkout-helpers.js';

// Production (the suite's NODE_ENV) has no demo merchant: this one is configured.
const OWNER = { email: 'owner@shop.test', password: 'tracking events owner password' };
const suite = useBrowserSuite({ env: { CONTENT_STATE_TTL_MS: '0', MERCHANT_EMAIL: OWNER.email, MERCHANT_PASSWORD: OWNER.password }, timeouts: { action: 10_000, navigation: 30_000 } });
const WAIT = { timeout: 15_000, interval: 200 };
const PIXEL_URL = 'https://pixel.example.com/p.js';
/** The pixel script served in place of the ad network's: it keeps what it is called with. */
const PIXEL_SCRIPT = 'window.storefrontAdPixel = function (event, data) { (window.pixelCalls = window.pixelCalls || []).push([event, data]); };';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(async () => {
  await new Visitor(suite.server.baseUrl).arrive(); // the server seeds its database on the first visit
});

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
  await suite.browser.context.clearCookies();
});

/** Writes tracking settings into the stored website settings, as the admin's form saves them. */
async function configure(settings: { flag?: boolean; pixel?: string; banner?: Json }): Promise<void> {
  await suite.db.withStore(async (store) => {
    const part = await readVersionedPart(store, 'website');
    const website = { ...(part!.value as Json) };
    website['featureFlags'] = { ...website['featureFlags'], siteVisitorTrackingEvents: settings.flag === true };
    website['adPixel'] = settings.pixel ? { scriptUrl: settings.pixel, pixelId: 'PX-42' } : {};
    if (settings.banner) website['cookieBannerSettings'] = settings.banner;
    await saveVersionedPart(store, 'website', website, { expectedVersion: part!.version });
    // The pixel is loaded only at the address an ADMIN allowed (domain/admin/custom-code.ts).
    await putSetting(store, 'custom-code', { codeInjection: null, adPixel: settings.pixel ? { url: settings.pixel, approvedBy: 'owner@shop.test', approvedAt: Date.now() } : null });
  });
}

async function stored(kind: string): Promise<Json[]> {
  const rows = await suite.db.withStore((store) => store.db.selectFrom('tracking_events').select(['payload']).where('kind', '=', kind).orderBy('created_at').execute());
  return rows.map((r) => JSON.parse(r.payload) as Json);
}

const eventsOf = async (schema: string): Promise<Json[]> =>
  (await stored('v1/clanker/events')).filter((e) => e['eventSchemaName'] === schema).map((e) => e['eventContent'] as Json);

/** A page whose requests are listed, with the ad network's script answered by PIXEL_SCRIPT. */
async function openPage(): Promise<{ page: Page; requests: string[] }> {
  const page = await suite.browser.newPage();
  const requests: string[] = [];
  page.on('request', (r: Request) => requests.push(r.url()));
  await page.route(PIXEL_URL, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: PIXEL_SCRIPT }));
  return { page, requests };
}

/** Opens the bowl's page and waits until the tracking script has run (its button-render is stored). */
async function bowlPage(): Promise<{ page: Page; requests: string[] }> {
  const before = (await stored('census/button-render')).length;
  const opened = await openPage();
  await opened.page.goto(`${suite.server.baseUrl}/shop/p/stoneware-bowl`);
  await opened.page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
  await expect.poll(async () => (await stored('census/button-render')).length, WAIT).toBeGreaterThan(before);
  return opened;
}

async function addBowl(page: Page): Promise<void> {
  await page.locator('.sqs-add-to-cart-button').click();
  await page.getByText('View Cart').waitFor();
}

async function placeOrder(page: Page): Promise<string> {
  await page.goto(`${suite.server.baseUrl}/checkout`);
  await fillCheckoutDetails(page);
  await page.getByRole('button', { name: 'Place test order' }).click();
  await page.waitForURL(/\/checkout\/order-confirmed\/[0-9a-f]{24}$/);
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

const eventRequests = (requests: string[]) => requests.filter((u) => /\/api\/v1\/clanker\/|\/_astro\/commerce-events|pixel\.example\.com/.test(u));

describe('with the feature flag off (the default)', () => {
  it('loads no event code and sends no event on a product page, an add or a purchase', async () => {
    await configure({ flag: false });
    const { page, requests } = await bowlPage();
    expect(await page.locator('#sf-commerce-events').count()).toBe(0);
    await addBowl(page);
    const orderId = await placeOrder(page);
    await page.waitForLoadState('networkidle');
    expect(eventRequests(requests)).toEqual([]);
    expect(await stored('v1/clanker/events')).toEqual([]);
    expect((await stored('events/RecordEvent')).filter((e) => e['data']?.orderId === orderId)).toEqual([]);
  });
});

describe('with the feature flag on', () => {
  it('sends the view, the add to cart and the purchase with their fields, and checkout-confirmed once', async () => {
    await configure({ flag: true });
    const { page, requests } = await bowlPage();
    await expect.poll(async () => (await eventsOf('site_visitor_view')).length, WAIT).toBe(1);
    expect((await eventsOf('site_visitor_view'))[0]).toMatchObject({
      website_id: 'site-fern-finch',
      page_id: expect.any(String),
      cart_id: null,
      product_id: 'prod-bowl',
      product_name: 'Stoneware Bowl',
      product_type: 1,
      price: 22.5,
      currency: 'USD',
      page_path: '/shop/p/stoneware-bowl',
    });

    await addBowl(page);
    await expect.poll(async () => (await eventsOf('site_visitor_add_to_cart')).length, WAIT).toBe(1);
    const cart = await page.evaluate(async () => (await (await fetch('/api/commerce/shopping-cart')).json()) as { id: string });
    expect((await eventsOf('site_visitor_add_to_cart'))[0]).toMatchObject({
      website_id: 'site-fern-finch',
      cart_id: cart.id,
      product_id: 'prod-bowl',
      product_name: 'Stoneware Bowl',
      sku: expect.any(String),
      variant_id: expect.any(String),
      quantity: 1,
      price: 22.5,
      currency: 'USD',
    });

    const orderId = await placeOrder(page);
    await expect.poll(async () => (await eventsOf('site_visitor_purchase')).length, WAIT).toBe(1);
    const purchase = (await eventsOf('site_visitor_purchase'))[0]!;
    expect(purchase).toMatchObject({
      website_id: 'site-fern-finch',
      cart_id: cart.id,
      order_id: orderId,
      test_mode: true,
      currency: 'USD',
      items: [{ sku: expect.any(String), product_name: 'Stoneware Bowl', quantity: 1, unit_price: 22.5 }],
    });
    expect(purchase['grand_total']).toBeCloseTo(22.5 + purchase['shipping_total'] + purchase['tax_total'], 2);
    await expect.poll(async () => (await stored('events/RecordEvent')).filter((e) => e['event'] === 'checkout_confirmed').length, WAIT).toBe(1);
    expect((await stored('events/RecordEvent')).find((e) => e['event'] === 'checkout_confirmed')!['data']).toEqual({
      websiteId: 'site-fern-finch',
      orderId,
      purchasedCartId: cart.id,
      testMode: true,
      grandTotal: purchase['grand_total'],
      currency: 'USD',
    });

    // A reload of the confirmation is not a second purchase; no pixel is loaded without one configured.
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await eventsOf('site_visitor_purchase')).toHaveLength(1);
    expect(requests.filter((u) => u.includes('pixel.example.com'))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('sends nothing before consent under the restrictive cookie policy', async () => {
    await configure({ flag: true, banner: { isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: true, isRestrictiveCookiePolicyAbsolute: false } });
    try {
      const before = (await stored('v1/clanker/events')).length;
      const { page, requests } = await openPage();
      await page.goto(`${suite.server.baseUrl}/shop/p/stoneware-bowl`);
      await page.waitForLoadState('networkidle');
      expect(eventRequests(requests)).toEqual([]);
      await suite.browser.context.addCookies([{ name: 'ss_cookieAllowed', value: 'true', url: suite.server.baseUrl }]);
      await page.reload();
      await expect.poll(async () => (await stored('v1/clanker/events')).length, WAIT).toBe(before + 1);
    } finally {
      await configure({ flag: true, banner: { isCookieBannerEnabled: false, isRestrictiveCookiePolicyEnabled: false, isRestrictiveCookiePolicyAbsolute: false } });
    }
  });
});

describe('the ad pixel', () => {
  it('is loaded from its configured address, allowed by the policy, and told of the purchase', async () => {
    await configure({ flag: false, pixel: PIXEL_URL });
    const { page, requests } = await bowlPage();
    await expect.poll(() => requests.filter((u) => u === PIXEL_URL).length, WAIT).toBe(1);
    const response = await page.goto(`${suite.server.baseUrl}/shop/p/stoneware-bowl`);
    expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')* https:\/\/pixel\.example\.com;/);
    await addBowl(page);
    const orderId = await placeOrder(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as { pixelCalls?: unknown[] }).pixelCalls ?? []), WAIT).toEqual([
      ['Purchase', { pixel_id: 'PX-42', order_id: orderId, value: expect.any(Number), currency: 'USD', contents: [{ id: expect.any(String), quantity: 1, item_price: 22.5 }] }],
    ]);
    // The flag is off: the pixel alone, no events.
    expect(requests.filter((u) => u.includes('/api/v1/clanker/'))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('the admin\'s website settings', () => {
  it('let the owner turn the events on and set the pixel, refusing an address that is not https', async () => {
    await configure({ flag: false });
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/website');
    const pixel = page.getByLabel('Ad pixel script');
    await pixel.waitFor();
    await pixel.fill('http://pixel.example.com/p.js');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('The ad pixel address must be an https address').waitFor();
    await expect(pixel.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await pixel.fill(PIXEL_URL);
    await page.getByLabel('Ad pixel id').fill('PX-7');
    await page.getByLabel('Send shop events (product views, adds to cart, purchases)').check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    const stored = await suite.db.withStore((store) => readVersionedPart(store, 'website'));
    expect((stored!.value as Json)['adPixel']).toEqual({ scriptUrl: PIXEL_URL, pixelId: 'PX-7', setBy: OWNER.email, setAt: expect.any(Number) });
    expect((stored!.value as Json)['featureFlags']).toMatchObject({ siteVisitorTrackingEvents: true });
    await suite.browser.context.clearCookies(); // the shop is then seen as a visitor, not the owner
    const views = (await eventsOf('site_visitor_view')).length;
    const { page: shop } = await bowlPage();
    await expect.poll(async () => (await eventsOf('site_visitor_view')).slice(views).map((e) => e['product_id']), WAIT).toEqual(['prod-bowl']);
    // The pixel waits for an ADMIN to allow its address (custom code); then it loads.
    await shop.waitForLoadState('networkidle');
    expect(await shop.evaluate(() => typeof (window as unknown as { storefrontAdPixel?: unknown }).storefrontAdPixel)).toBe('undefined');
    await suite.db.withStore((store) => putSetting(store, 'custom-code', { codeInjection: null, adPixel: { url: PIXEL_URL, approvedBy: OWNER.email, approvedAt: Date.now() } }));
    await shop.reload();
    await expect.poll(() => shop.evaluate(() => typeof (window as unknown as { storefrontAdPixel?: unknown }).storefrontAdPixel), WAIT).toBe('function');
  });
});
