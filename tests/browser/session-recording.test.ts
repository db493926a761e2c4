// Session recording only with 3 or more CPU cores, a feature toggle and a sampling flag (001 §9),
// and /api/commerce/fullstory/getId whose mock id means skip (§7), in a browser against the built
// site with a recording id configured: the cores emulated by an init script, the toggle and sample
// rate saved as the admin's form saves them, the session's sampling decision kept in session
// storage. A recording is our own recorder's batch stored as a tracking event. The owner turns it on
// in the admin's website settings, where a rate out of range is refused by name.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readVersionedPart, saveVersionedPart } from '../../site/db/index.js';
import { Visitor } from '../api/helpers/visitor.js';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { signInAs } from './helpers/admin.js';

const OWNER = { email: 'owner@shop.test', password: 'session recording owner password' };
const suite = useBrowserSuite({
  env: { CONTENT_STATE_TTL_MS: '0', SESSION_RECORDING_ID: 'org-42', MERCHANT_EMAIL: OWNER.email, MERCHANT_PASSWORD: OWNER.password },
  timeouts: { action: 10_000, navigation: 30_000 },
});
const WAIT = { timeout: 15_000, interval: 200 };
const ID_PATH = '/api/commerce/fullstory/getId';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(async () => {
  await new Visitor(suite.server.baseUrl).arrive();
});

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
  await suite.browser.context.clearCookies();
});

async function configure(on: boolean, rate: number): Promise<void> {
  await suite.db.withStore(async (store) => {
    const part = await readVersionedPart(store, 'website');
    const website = { ...(part!.value as Json) };
    website['featureFlags'] = { ...website['featureFlags'], sessionRecording: on };
    website['sessionRecordingSampleRate'] = rate;
    await saveVersionedPart(store, 'website', website, { expectedVersion: part!.version });
  });
}

async function recordings(): Promise<Json[]> {
  const rows = await suite.db.withStore((store) => store.db.selectFrom('tracking_events').select(['payload']).where('kind', '=', 'events/SessionRecording').execute());
  return rows.map((r) => JSON.parse(r.payload) as Json);
}

/** A page opened on a device with `cores` cores (and an optional sampling decision already kept); counts the id calls. */
async function open(cores: number, path: string, kept?: boolean): Promise<{ page: Page; idCalls: () => number }> {
  const page = await suite.browser.newPage();
  await page.addInitScript(([n, sampled]) => {
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n, configurable: true });
    if (sampled !== null) sessionStorage.setItem('sf:recording-sampled', JSON.stringify({ value: String(sampled) }));
  }, [cores, kept ?? null] as const);
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === ID_PATH) calls += 1;
  });
  await page.goto(suite.server.baseUrl + path);
  return { page, idCalls: () => calls };
}

/** Tracking has run on the page (the performance settings call follows the recording decision). */
async function trackingRan(page: Page): Promise<void> {
  await page.waitForResponse((r) => r.url().endsWith('/api/1/performance/settings'));
  await page.waitForLoadState('networkidle');
}

const sampled = (page: Page) => page.evaluate(() => sessionStorage.getItem('sf:recording-sampled'));

describe('session recording only with 3 or more CPU cores, a feature toggle and a sampling flag', () => {
  it('records a sampled session on a 4-core device with the toggle on and a real id: the page and a click reach the server', async () => {
    await configure(true, 100);
    const { page, idCalls } = await open(4, '/events');
    await expect.poll(idCalls, WAIT).toBe(1);
    expect(JSON.parse((await sampled(page))!)).toEqual({ value: 'true' });
    const sessionId = (await suite.browser.context.cookies()).find((c) => c.name === 'ss_sid')!.value;
    await page.waitForLoadState('networkidle'); // the recorder has started
    await page.locator('h1').first().click();
    await page.goto(`${suite.server.baseUrl}/contact`); // leaving sends the batch
    await expect.poll(async () => (await recordings()).filter((r) => r['sessionId'] === sessionId).length, WAIT).toBeGreaterThan(0);
    const events = (await recordings()).filter((r) => r['sessionId'] === sessionId).flatMap((r) => r['events'] as Json[]);
    expect((await recordings()).find((r) => r['sessionId'] === sessionId)).toMatchObject({ recordingId: 'org-42' });
    expect(events[0]).toMatchObject({ type: 'page', path: '/events' });
    expect(events.find((e) => e['type'] === 'click')).toMatchObject({ target: expect.stringContaining('h1') });
  });

  it('does not record on a 2-core device: no recording code, no id call', async () => {
    await configure(true, 100);
    const { page, idCalls } = await open(2, '/events');
    await trackingRan(page);
    expect(idCalls()).toBe(0);
    expect(await sampled(page)).toBeNull();
  });

  it('does not record with the toggle off: the page carries no recording block and makes no id call', async () => {
    await configure(false, 100);
    const { page, idCalls } = await open(8, '/events');
    await trackingRan(page);
    await expect(page.locator('#sf-session-recording').count()).resolves.toBe(0);
    expect(idCalls()).toBe(0);
  });

  it('does not record a session outside the sample, and keeps the decision for the session', async () => {
    await configure(true, 0);
    const { page, idCalls } = await open(8, '/events');
    await expect.poll(() => sampled(page), WAIT).toBe(JSON.stringify({ value: 'false' }));
    await configure(true, 100);
    await page.goto(`${suite.server.baseUrl}/contact`);
    await trackingRan(page);
    expect(JSON.parse((await sampled(page))!)).toEqual({ value: 'false' });
    expect(idCalls()).toBe(0);
  });

  it('keeps a session already sampled out even at 100%', async () => {
    await configure(true, 100);
    const { page, idCalls } = await open(8, '/events', false);
    await trackingRan(page);
    expect(idCalls()).toBe(0);
  });
});

describe('/api/commerce/fullstory/getId whose mock id means skip', () => {
  it('answers the configured id as a string', async () => {
    const response = await fetch(suite.server.baseUrl + ID_PATH);
    expect(response.status).toBe(200);
    expect(await response.json()).toBe('org-42');
  });

  it('starts no recording when the id is the mock id', async () => {
    await configure(true, 100);
    const page = await suite.browser.newPage();
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 8, configurable: true }));
    await page.route(`**${ID_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify('mock-recording-id') }));
    const recorder: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('session-recorder')) recorder.push(request.url());
    });
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === ID_PATH);
    await page.goto(`${suite.server.baseUrl}/events`);
    await answered;
    await page.waitForLoadState('networkidle');
    const sessionId = (await suite.browser.context.cookies()).find((c) => c.name === 'ss_sid')!.value;
    await page.locator('h1').first().click();
    await page.goto(`${suite.server.baseUrl}/contact`);
    await page.waitForLoadState('networkidle');
    expect(recorder).toEqual([]);
    expect((await recordings()).filter((r) => r['sessionId'] === sessionId)).toEqual([]);
  });
});

describe('the owner turns session recording on in the website settings', () => {
  it('saves the toggle and the share of sessions, refusing a share out of range by name', async () => {
    await configure(false, 10);
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/website');
    const rate = page.getByLabel('Sessions recorded (%)');
    await rate.waitFor();
    await page.getByLabel('Record visitor sessions').check();
    await rate.fill('150');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('The share of sessions recorded must be a whole percentage from 0 to 100.').waitFor();
    await expect(rate.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await rate.fill('25');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    const stored = (await suite.db.withStore((store) => readVersionedPart(store, 'website')))!.value as Json;
    expect(stored['featureFlags']).toMatchObject({ sessionRecording: true });
    expect(stored['sessionRecordingSampleRate']).toBe(25);
    await suite.browser.context.clearCookies();
    const shop = await suite.browser.newPage();
    await shop.goto(`${suite.server.baseUrl}/events`);
    expect(JSON.parse((await shop.locator('#sf-session-recording').textContent())!)).toEqual({ enabled: true, sampleRate: 25 });
  });
});
