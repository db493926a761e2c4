// Visitor cookies, page views, the error reporter and performance records in a browser, against
// the built site; what the server stored is read from its database.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { createSiteUser } from '../../site/db/index.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { startSuite, stopSuite } from '../api/helpers/suite.js';
import type { ServerProcess } from '../api/helpers/server-process.js';
import type { TempDatabase } from '../api/helpers/temp-db.js';

const RECORD = /^([A-Za-z0-9_-]{1,64})\|([1-9]\d*)\|([1-9]\d*)\|([1-9]\d*)\|([1-9]\d*)$/;
const TWO_YEARS_S = 2 * 365 * 24 * 3600;
/** Chromium keeps no cookie longer than 400 days, whatever the Max-Age asked. */
const CHROMIUM_COOKIE_CAP_S = 400 * 24 * 3600;
const THIRTY_MINUTES_S = 30 * 60;
const WAIT = { timeout: 15_000, interval: 200 };

// Production (the suite's NODE_ENV) has no demo merchant: this one is configured.
const MERCHANT = { email: 'merchant@example.com', password: 'tracking merchant password' };
const suite = useBrowserSuite({ env: { MERCHANT_EMAIL: MERCHANT.email, MERCHANT_PASSWORD: MERCHANT.password } });

beforeEach(async () => {
  await suite.browser.context.clearCookies();
});

interface Stored {
  kind: string;
  payload: Record<string, unknown>;
}

async function stored(kind: string, database = suite.db): Promise<Stored[]> {
  const rows = await database.withStore((store) =>
    store.db.selectFrom('tracking_events').select(['kind', 'payload']).where('kind', '=', kind).orderBy('created_at').execute(),
  );
  return rows.map((row) => ({ kind: row.kind, payload: JSON.parse(row.payload) as Record<string, unknown> }));
}

async function hits(database = suite.db): Promise<Record<string, unknown>[]> {
  return (await stored('census/RecordHit', database)).map((h) => h.payload['data'] as Record<string, unknown>);
}

async function cookie(name: string) {
  return (await suite.browser.context.cookies()).find((c) => c.name === name);
}

/**
 * Follows a page's census calls from now on; the answer waits until the tracking script has
 * started (its performance settings call, made just after the page view, answered; not asked
 * where it is not to start) and every census call the page made has finished.
 */
function censusCalls(page: Page, started = true): () => Promise<void> {
  const pending = new Set<Request>();
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/census/')) pending.add(r);
  });
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  const settings = started ? page.waitForResponse((r) => r.url().endsWith('/api/1/performance/settings')) : undefined;
  return async () => {
    await settings;
    await expect.poll(() => pending.size, WAIT).toBe(0);
  };
}

/** Opens a page and waits for the tracking script's visitor cookies. */
async function visit(path: string, base = suite.server.baseUrl): Promise<Page> {
  const page = await suite.browser.newPage();
  await page.goto(base + path);
  await expect.poll(async () => (await cookie('ss_cvt'))?.value, WAIT).toMatch(/^[1-9]\d*$/);
  return page;
}

async function addCookies(values: Record<string, string>, base = suite.server.baseUrl): Promise<void> {
  await suite.browser.context.addCookies(Object.entries(values).map(([name, value]) => ({ name, value, url: base })));
}

describe('visitor cookies', () => {
  it('gives a new visitor a fresh record (2 years) and a visit-time cookie (30 minutes)', async () => {
    const before = Date.now();
    const page = await visit('/shop');
    const record = (await cookie('ss_cvr'))!;
    const time = (await cookie('ss_cvt'))!;
    const [, , first, previous, current, count] = RECORD.exec(record.value)!;
    expect(count).toBe('1');
    expect(first).toBe(current);
    expect(previous).toBe(current);
    expect(Number(first)).toBeGreaterThanOrEqual(before - 1000);
    expect(record.expires - Date.now() / 1000).toBeGreaterThan(Math.min(TWO_YEARS_S, CHROMIUM_COOKIE_CAP_S) - 120);
    expect(record.expires - Date.now() / 1000).toBeLessThanOrEqual(TWO_YEARS_S + 5);
    expect(time.expires - Date.now() / 1000).toBeGreaterThan(THIRTY_MINUTES_S - 120);
    expect(time.expires - Date.now() / 1000).toBeLessThanOrEqual(THIRTY_MINUTES_S + 5);
    await page.close();
  });

  it('counts a new visit for a returning visitor whose visit-time cookie expired', async () => {
    await addCookies({ ss_cvr: 'returning-1|1600000000000|1650000000000|1700000000000|4' });
    const page = await visit('/blog');
    const [, id, first, previous, , count] = RECORD.exec((await cookie('ss_cvr'))!.value)!;
    expect({ id, first, previous, count }).toEqual({ id: 'returning-1', first: '1600000000000', previous: '1700000000000', count: '5' });
    await page.close();
  });

  it('keeps the visit of a returning visitor whose visit-time cookie is live', async () => {
    await addCookies({ ss_cvr: 'returning-2|1600000000000|1650000000000|1700000000000|4', ss_cvt: String(Date.now() - 60_000) });
    const page = await visit('/blog');
    await expect.poll(async () => Number((await cookie('ss_cvt'))?.value), WAIT).toBeGreaterThan(Date.now() - 30_000);
    expect((await cookie('ss_cvr'))!.value).toBe('returning-2|1600000000000|1650000000000|1700000000000|4');
    await page.close();
  });

  it('replaces an invalid record with a fresh one', async () => {
    await addCookies({ ss_cvr: 'not|a|record', ss_cvt: '0' });
    const page = await visit('/gallery');
    await expect.poll(async () => (await cookie('ss_cvr'))?.value, WAIT).toMatch(RECORD);
    expect(RECORD.exec((await cookie('ss_cvr'))!.value)![5]).toBe('1');
    await page.close();
  });
});

describe('census calls of the page\'s elements', () => {
  it('records the add-to-cart button shown and clicked, and a site form shown', async () => {
    const product = await visit('/shop/p/stoneware-bowl');
    const ofBowl = (e: Stored) => e.payload['itemId'] === 'prod-bowl';
    await expect.poll(async () => (await stored('census/button-render')).some(ofBowl), WAIT).toBe(true);
    expect((await stored('census/button-render')).find(ofBowl)!.payload).toMatchObject({ websiteId: 'site-fern-finch', buttonType: 'add-to-cart' });
    await product.locator('.sqs-add-to-cart-button').click();
    await expect.poll(async () => (await stored('census/button-click')).some(ofBowl), WAIT).toBe(true);
    await product.close();
    const contact = await visit('/contact');
    await expect.poll(async () => (await stored('census/form-render')).map((e) => e.payload['formId']), WAIT).toContain('form-contact');
    await contact.close();
  });
});

describe('page views', () => {
  it('records a census hit with the page fields and the visitor cookie', async () => {
    const page = await visit('/shop?utm=x');
    const visitor = (await cookie('ss_cvr'))!.value;
    const ours = (h: Stored) => (h.payload['data'] as Record<string, unknown>)['queryString'] === 'utm=x';
    await expect.poll(async () => (await stored('census/RecordHit')).some(ours), WAIT).toBe(true);
    const hit = (await stored('census/RecordHit')).find(ours)!;
    expect(hit.payload).toMatchObject({ event: 'pageview', ss_cvr: visitor });
    expect(hit.payload['data']).toMatchObject({
      websiteId: 'site-fern-finch',
      templateId: 'collections/products.list',
      visitorCookie: visitor,
      website_locale: 'en-US',
      contentSource: 'c',
      queryString: 'utm=x',
      localStorageSupported: true,
      pagePath: '/shop',
      url: `${suite.server.baseUrl}/shop?utm=x`,
      title: await page.title(),
      viewportWidth: 1200,
    });
    await page.close();
  });

  it('records an item page with its item and collection', async () => {
    const page = await visit('/shop');
    const href = await page.locator('a[href^="/shop/p/"]').first().getAttribute('href');
    await page.goto(suite.server.baseUrl + href!);
    await expect.poll(async () => (await hits()).find((h) => h['pagePath'] === href), WAIT).toMatchObject({ contentSource: 'i', templateId: 'collections/products.item', recordType: 11 });
    const hit = (await hits()).find((h) => h['pagePath'] === href)!;
    expect(hit['itemId']).toEqual(expect.any(String));
    expect(hit['collectionId']).toEqual(expect.any(String));
    await page.close();
  });

  it('records no hit on the not-found page', async () => {
    const page = await suite.browser.newPage();
    const settled = censusCalls(page);
    await page.goto(`${suite.server.baseUrl}/no-such-page`);
    await settled();
    expect((await hits()).filter((h) => h['pagePath'] === '/no-such-page')).toEqual([]);
    await page.close();
  });
});

describe('signed-in accounts', () => {
  /** Signs in from the page (the crumb cookie echoed), then opens `path`. */
  async function signedInVisit(email: string, password: string, path: string): Promise<{ page: Page; settled: () => Promise<void> }> {
    const page = await visit('/cart');
    const status = await page.evaluate(async ([e, p]) => {
      const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const res = await fetch('/api/site-users/account/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(crumb) },
        body: JSON.stringify({ email: e, password: p }),
      });
      return res.status;
    }, [email, password]);
    expect(status).toBe(200);
    const settled = censusCalls(page);
    await page.goto(suite.server.baseUrl + path);
    return { page, settled };
  }

  it('records no page view for an account with other roles', async () => {
    const { page, settled } = await signedInVisit(MERCHANT.email, MERCHANT.password, '/events?merchant');
    await settled();
    expect((await hits()).filter((h) => h['queryString'] === 'merchant')).toEqual([]);
    await page.close();
  });

  it('records the page views of an account whose only role is VIEWER, with its id', async () => {
    const viewer = await suite.db.withStore((store) => createSiteUser(store, { email: 'viewer@example.com', password: 'viewer-password-1234', roles: ['VIEWER'] }));
    const { page } = await signedInVisit('viewer@example.com', 'viewer-password-1234', '/events?viewer');
    await expect.poll(async () => (await hits()).find((h) => h['queryString'] === 'viewer'), WAIT).toMatchObject({ memberAccountId: viewer.id });
    await page.close();
  });
});

describe('the error reporter', () => {
  it('reports an uncaught error with its stack', async () => {
    const page = await visit('/contact');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('boom');
      });
    });
    const boom = async () => (await stored('events/RecordJavascriptErrors')).find((e) => String((e.payload['data'] as Record<string, unknown>)['message']).includes('boom'));
    await expect.poll(boom, WAIT).toBeDefined();
    const event = (await boom())!.payload;
    expect(event).toMatchObject({ event: 'javascript-error', timestamp: expect.any(Number) });
    expect(event['data']).toMatchObject({ kind: 'error', message: 'Error: boom', stack: expect.stringContaining('boom') });
    await page.close();
  });
});

describe('performance records', () => {
  it('sends the page load and the session information once the page is left', async () => {
    const page = await suite.browser.newPage();
    const settings = page.waitForResponse((r) => r.url().endsWith('/api/1/performance/settings'));
    await page.goto(`${suite.server.baseUrl}/events`);
    const { pageLoadId } = (await (await settings).json()) as { pageLoadId: string };
    await page.goto(`${suite.server.baseUrl}/gallery`);
    const ours = async () => (await stored('1/performance/records')).filter((r) => r.payload['pageLoadId'] === pageLoadId).map((r) => r.payload);
    await expect.poll(async () => (await ours()).map((r) => r['event']).sort(), WAIT).toEqual(['page-load', 'session-info']);
    const [load, session] = [...(await ours())].sort((a, b) => String(a['event']).localeCompare(String(b['event'])));
    expect(load).toMatchObject({ app: 'storefront', data: { ttfb: expect.any(Number) } });
    expect(session).toMatchObject({ app: 'storefront', data: { newVisitor: true, visitCount: 1, pageType: '1', viewportWidth: 1200 } });
    await page.close();
  });
});

describe('the restrictive cookie policy', () => {
  let policyServer: ServerProcess | undefined;
  let policyDb: TempDatabase | undefined;
  // The five of 000 §6, and the session and analytics ids of 001 §4 and §9.
  const FIVE = { ss_cid: 'a', ss_cpvisit: 'b', ss_cvisit: 'c', ss_cvr: 'v|1|2|3|4', ss_cvt: '5', ss_sid: '0123456789abcdef', ss_aid: 'fedcba9876543210' };

  beforeAll(async () => {
    // The restrictive setting on with the cookie banner: only a visitor who consented is tracked.
    ({ server: policyServer, db: policyDb } = await startSuite({ SITE_COOKIE_POLICY: '{"restrictiveEnabled":true,"bannerEnabled":true}' }));
  }, 180_000);

  afterAll(async () => {
    await stopSuite(policyServer, policyDb);
  });

  it('clears the five cookies, the session and analytics ids, and tracks nothing without consent', async () => {
    await addCookies(FIVE, policyServer!.baseUrl);
    const page = await suite.browser.newPage();
    const settled = censusCalls(page, false);
    await page.goto(`${policyServer!.baseUrl}/shop`);
    // The script clears the cookies instead of starting to track, in the one step after load.
    await expect.poll(async () => (await suite.browser.context.cookies()).map((c) => c.name).filter((n) => n in FIVE), WAIT).toEqual([]);
    await settled();
    expect(await hits(policyDb)).toEqual([]);
    await page.close();
  });

  it('tracks a visitor who consented', async () => {
    await addCookies({ ss_cookieAllowed: 'true' }, policyServer!.baseUrl);
    const page = await visit('/shop', policyServer!.baseUrl);
    await expect.poll(async () => (await hits(policyDb)).length, WAIT).toBeGreaterThan(0);
    await page.close();
  });
});
