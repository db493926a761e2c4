// The newsletter popup's settings and sign-ups against the built server: who may read and change
// them, refusals that name the field and change nothing, the dialog on the site's pages (not on
// the store's), and sign-ups through the site's form calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteUser, listFormSubmissions, readVersionedPart } from '../../site/db/index.js';
import { Account, signIn } from './helpers/account.js';
import type { ServerProcess } from './helpers/server-process.js';
import { startSuite, stopSuite } from './helpers/suite.js';
import type { TempDatabase } from './helpers/temp-db.js';
import { Visitor } from './helpers/visitor.js';

let db: TempDatabase;
let server: ServerProcess;
let owner: Account;
const OWNER = { email: 'owner@shop.test', password: 'popup owner password' };
const VIEWER = { email: 'viewer@shop.test', password: 'viewer password 1' };
const PATH = '/api/admin/content/popup-overlay';

beforeAll(async () => {
  ({ db, server } = await startSuite({ RATE_LIMIT_WRITES: '5000', MERCHANT_EMAIL: OWNER.email, MERCHANT_PASSWORD: OWNER.password }));
  await new Visitor(server.baseUrl).arrive();
  await db.withStore((store) => createSiteUser(store, { ...VIEWER, roles: ['VIEWER'] }));
  owner = (await signIn(server.baseUrl, OWNER.email, OWNER.password)).account;
}, 180_000);

afterAll(() => stopSuite(server, db));

const page = async (path: string): Promise<string> => (await fetch(`${server.baseUrl}${path}`)).text();

describe('the popup settings', () => {
  it('are off by default, readable by a viewer who may not change them', async () => {
    const viewer = (await signIn(server.baseUrl, VIEWER.email, VIEWER.password)).account;
    const read = await viewer.merchant('GET', PATH);
    expect(read.status).toBe(200);
    expect(read.body.value.enabled).toBe(false);
    expect((await viewer.merchant('PUT', PATH, { json: { expectedVersion: read.body.version, value: { ...read.body.value, enabled: true } } })).status).toBe(403);
    expect(await page('/blog')).not.toContain('id="popup-overlay"');
  });

  it('refuses bad values naming the field, storing nothing', async () => {
    const { body } = await owner.merchant('GET', PATH);
    const before = await db.withStore((store) => readVersionedPart(store, 'website'));
    const res = await owner.merchant('PUT', PATH, { json: { expectedVersion: body.version, value: { ...body.value, buttonLabel: '', delaySeconds: 9999 } } });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'value.buttonLabel', message: 'The button label is required.' },
        { path: 'value.delaySeconds', message: 'The delay must be between 0 and 600.' },
      ]),
    );
    expect((await db.withStore((store) => readVersionedPart(store, 'website')))?.version).toBe(before?.version);
  });

  it('refuses an unknown trigger and a scroll depth out of range, storing nothing; keeps a valid trigger', async () => {
    const { body } = await owner.merchant('GET', PATH);
    expect(body.value).toMatchObject({ trigger: 'delay', scrollPercent: 50 });
    const before = await db.withStore((store) => readVersionedPart(store, 'website'));
    const res = await owner.merchant('PUT', PATH, { json: { expectedVersion: body.version, value: { ...body.value, trigger: 'on-click', scrollPercent: 0 } } });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'value.trigger', message: 'The trigger must be one of delay, scroll, exit-intent.' },
        { path: 'value.scrollPercent', message: 'The scroll depth must be between 1 and 100.' },
      ]),
    );
    expect((await db.withStore((store) => readVersionedPart(store, 'website')))?.version).toBe(before?.version);
    const saved = await owner.merchant('PUT', PATH, { json: { expectedVersion: body.version, value: { ...body.value, enabled: true, trigger: 'scroll', scrollPercent: 40 } } });
    expect(saved.status).toBe(200);
    expect(await page('/blog')).toMatch(/data-trigger="scroll" data-scroll-percent="40"/);
    const back = await owner.merchant('PUT', PATH, { json: { expectedVersion: saved.body.version, value: { ...body.value, trigger: 'delay' } } });
    expect(back.status).toBe(200);
  });

  it('once on, put the dialog on the site’s pages with the owner’s words, not on the cart', async () => {
    const { body } = await owner.merchant('GET', PATH);
    const value = { ...body.value, enabled: true, title: 'Letters <from> the studio', delaySeconds: 3, version: 2 };
    const res = await owner.merchant('PUT', PATH, { json: { expectedVersion: body.version, value } });
    expect(res.status).toBe(200);
    const html = await page('/blog');
    expect(html).toContain('<dialog id="popup-overlay"');
    expect(html).toContain('Letters &lt;from&gt; the studio');
    expect(html).toMatch(/data-version="2" data-delay-seconds="3"/);
    expect(await page('/cart')).not.toContain('id="popup-overlay"');
    // The website's other settings are kept.
    expect((await owner.merchant('GET', '/api/admin/content/website')).body.value.siteTitle).toBe('Fern & Finch');
  });
});

describe('signing up through the popup', () => {
  it('is a submission of the popup form, its email checked by the site form rules', async () => {
    const v = new Visitor(server.baseUrl);
    await v.arrive();
    const key = async () => (await v.call('POST', '/api/form/FormSubmissionKey')).body.key as string;
    const bad = await v.call('POST', '/api/form/SaveFormSubmission', { json: { key: await key(), formId: 'popup-overlay', form: { 'popup-overlay-email': 'not an email' } } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['popup-overlay-email']);
    const good = await v.call('POST', '/api/form/SaveFormSubmission', { json: { key: await key(), formId: 'popup-overlay', form: { 'popup-overlay-email': 'reader@example.com' } } });
    expect(good.status).toBe(200);
    expect(good.body.submissionMessage).toBe('Thank you for signing up.');
    const stored = await db.withStore((store) => listFormSubmissions(store, 'popup-overlay'));
    expect(stored).toHaveLength(1);
  });
});
