// Tracking and session rows of 001 §3, §4, §7–§9 in a browser, against the built site in the
// staging environment (validation before each event, logging on): the session id in a session
// cookie, the first-landing and first-session flags, the analytics id in its own 390-day cookie
// and under a storage key with its expiry; the analytics event's session fields; performance
// records with version 4.3.0; a refused event warned with its HTTP status; an unresolved
// pageLoadId reported.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readVersionedPart, saveVersionedPart } from '../../site/db/index.js';
import { Visitor } from '../api/helpers/visitor.js';
import { useBrowserSuite } from './helpers/browser-suite.js';

const suite = useBrowserSuite({ env: { CONTENT_STATE_TTL_MS: '0', TRACKING_ENVIRONMENT: 'staging' }, timeouts: { action: 10_000, navigation: 30_000 } });
const WAIT = { timeout: 15_000, interval: 200 };
const DAYS_390_S = 390 * 24 * 60 * 60;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(async () => {
  await new Visitor(suite.server.baseUrl).arrive();
  await suite.db.withStore(async (store) => {
    const part = await readVersionedPart(store, 'website');
    const website = { ...(part!.value as Json) };
    website['featureFlags'] = { ...website['featureFlags'], siteVisitorTrackingEvents: true };
    await saveVersionedPart(store, 'website', website, { expectedVersion: part!.version });
  });
});

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
  await suite.browser.context.clearCookies();
});

async function stored(kind: string): Promise<Json[]> {
  const rows = await suite.db.withStore((store) => store.db.selectFrom('tracking_events').select(['payload']).where('kind', '=', kind).orderBy('created_at').execute());
  return rows.map((r) => JSON.parse(r.payload) as Json);
}

const cookie = async (name: string) => (await suite.browser.context.cookies()).find((c) => c.name === name);

async function open(path: string): Promise<Page> {
  const page = await suite.browser.newPage();
  await page.goto(suite.server.baseUrl + path);
  await expect.poll(async () => (await cookie('ss_sid'))?.value, WAIT).toMatch(/^[0-9a-f]{32}$/);
  return page;
}

describe('session information (001 §4)', () => {
  it('keeps a session id in a session cookie, the first-landing and first-session flags in storage, and sends them with version 4.3.0', async () => {
    const page = await open('/events');
    const session = (await cookie('ss_sid'))!;
    expect(session.expires).toBe(-1);
    const flags = await page.evaluate(() => ({ landing: sessionStorage.getItem('sf:first-landing'), first: localStorage.getItem('sf:first-session') }));
    expect(JSON.parse(flags.landing!)).toEqual({ value: session.value });
    expect(JSON.parse(flags.first!)).toEqual({ value: session.value });

    // The first load's settings answer must be in before waiting for the reload's (else it is the one caught, its body gone with the reload).
    await page.waitForLoadState('networkidle');
    const settings = page.waitForResponse((r) => r.url().endsWith('/api/1/performance/settings'));
    await page.reload();
    const { pageLoadId } = (await (await settings).json()) as { pageLoadId: string };
    await page.goto(`${suite.server.baseUrl}/gallery`);
    const ours = async () => (await stored('1/performance/records')).filter((r) => r['pageLoadId'] === pageLoadId);
    await expect.poll(async () => (await ours()).length, WAIT).toBe(2);
    const info = (await ours()).find((r) => r['event'] === 'session-info')!;
    expect(info['data']).toMatchObject({ sessionId: session.value, firstLanding: false, firstSession: true, version: '4.3.0' });
    expect((await cookie('ss_sid'))!.value).toBe(session.value);
  });
});

describe('the analytics id in its own 390-day cookie, stored under a key with an expiry (001 §9)', () => {
  it('sets the cookie for 390 days and the stored value with the same expiry, and sends it with the session id in the analytics event', async () => {
    const before = Date.now();
    const page = await open('/shop/p/stoneware-bowl');
    const analytics = (await cookie('ss_aid'))!;
    expect(analytics.value).toMatch(/^[0-9a-f]{32}$/);
    expect(analytics.expires - Date.now() / 1000).toBeGreaterThan(DAYS_390_S - 120);
    expect(analytics.expires - Date.now() / 1000).toBeLessThanOrEqual(DAYS_390_S + 5);
    const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('sf:analytics-id')))!) as { value: string; expires: number };
    expect(kept.value).toBe(analytics.value);
    expect(kept.expires).toBeGreaterThanOrEqual(before + DAYS_390_S * 1000);

    const view = async () => (await stored('v1/clanker/events')).map((e) => e['eventContent'] as Json).find((c) => c['analytics_id'] === analytics.value);
    await expect.poll(view, WAIT).toBeDefined();
    expect(await view()).toMatchObject({ session_id: (await cookie('ss_sid'))!.value, object_identifier: 'prod-bowl', member_account_locale: null, custom_schema_name: 'site_visitor_view' });
  });
});

describe("the event pipeline's environment (001 §7, §8)", () => {
  it('validates each event first outside prod, and warns "Error tracking event: HTTP Status {n}" when the pipeline refuses one', async () => {
    const page = await suite.browser.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    const validations: string[] = [];
    page.on('request', (r) => r.url().includes('/api/v1/clanker/validate-event-content/') && validations.push(new URL(r.url()).pathname));
    await page.route('**/api/v1/clanker/events', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(`${suite.server.baseUrl}/shop/p/stoneware-bowl`);
    await expect.poll(() => warnings, WAIT).toContain('Error tracking event: HTTP Status 503');
    expect(validations).toContain('/api/v1/clanker/validate-event-content/site_visitor_view');
  });
});

describe('performance settings errors go to the error reporter (001 §8)', () => {
  it("reports 'Unable to resolve pageLoadId' when the settings carry no id", async () => {
    const page = await suite.browser.newPage();
    await page.route('**/api/1/performance/settings', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"enabled":true}' }));
    await page.goto(`${suite.server.baseUrl}/blog`);
    const reported = async () => (await stored('events/RecordJavascriptErrors')).some((e) => String(e['data']?.['message']).includes('Unable to resolve pageLoadId'));
    await expect.poll(reported, WAIT).toBe(true);
  });
});
