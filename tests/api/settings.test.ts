// Header/footer and multilingual settings against the built server: changed only by a signed-in
// merchant, stored through the data layer, refused changes leave them as they were, and they
// survive a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteUser, getSetting, readVersionedPart } from '../../site/db/index.js';
import { Account, signIn } from './helpers/account.js';
import { startServer, type ServerProcess } from './helpers/server-process.js';
import type { TempDatabase } from './helpers/temp-db.js';
import { Visitor } from './helpers/visitor.js';
import { startSuite, stopSuite } from './helpers/suite.js';

let db: TempDatabase;
let server: ServerProcess;

const MERCHANT = { email: 'owner@shop.test', password: 'settings owner password' };
const ENV = { RATE_LIMIT_WRITES: '1000', MERCHANT_EMAIL: MERCHANT.email, MERCHANT_PASSWORD: MERCHANT.password };

beforeAll(async () => {
  ({ db, server } = await startSuite(ENV));
  await new Visitor(server.baseUrl).arrive();
  await db.withStore((store) => createSiteUser(store, { email: 'reader@shop.test', password: 'just a commenter', roles: ['COMMENTER'] }));
}, 180_000);

afterAll(() => stopSuite(server, db));

/** A stored setting; the header and footer are kept as a versioned content part of the same name. */
async function stored(key: string): Promise<unknown> {
  if (key === 'site-header-footer') return db.withStore(async (store) => (await readVersionedPart(store, key))?.value);
  return db.withStore((store) => getSetting(store, key));
}

async function merchant(): Promise<Account> {
  const { account, res } = await signIn(server.baseUrl, MERCHANT.email, MERCHANT.password);
  expect(res.status).toBe(200);
  return account;
}

/** Who is refused, whatever the body: nobody signed in, a commenter, a merchant without the xsrf token. */
const REFUSED_CALLERS = [
  ['a visitor who is not signed in', async () => { const v = new Account(server.baseUrl); await v.arrive(); return v; }, 401],
  // A role that does not open the admin gets no admin session at all (site/features/accounts/admin-cookies.ts).
  ['a signed-in commenter', async () => (await signIn(server.baseUrl, 'reader@shop.test', 'just a commenter')).account, 401],
  ['a merchant without the xsrf token', async () => { const m = await merchant(); m.xsrfToken = undefined; return m; }, 403],
  ['a merchant with a wrong xsrf token', async () => { const m = await merchant(); m.xsrfToken = 'x'.repeat(32); return m; }, 403],
] as const;

const HEADER_FOOTER = { header: { layout: 'brand-left', showCart: true }, footer: { blocks: [{ type: 'text', text: '© Demo' }] } };

describe('site header and footer', () => {
  it('answers empty sections before anything is stored', async () => {
    const res = await new Visitor(server.baseUrl).call('GET', '/api/site-header-footer');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ header: {}, footer: {} });
  });

  it('PUT stores header and footer; GET answers them', async () => {
    const v = await merchant();
    const put = await v.merchant('PUT', '/api/site-header-footer', { json: HEADER_FOOTER });
    expect(put.status).toBe(200);
    expect(put.body).toEqual(HEADER_FOOTER);
    expect(await stored('site-header-footer')).toEqual(HEADER_FOOTER);
    expect((await v.call('GET', '/api/site-header-footer')).body).toEqual(HEADER_FOOTER);
  });

  it.each([
    ['a missing footer', { json: { header: {} } }, 400],
    ['a header that is text', { json: { header: '<script>alert(1)</script>', footer: {} } }, 400],
    ['an unknown field', { json: { header: {}, footer: {}, extra: 1 } }, 400],
    ['malformed JSON', { raw: '{"header":' }, 400],
    ['an oversized body', { json: { header: { html: 'x'.repeat(20_000) }, footer: {} } }, 413],
  ])('refuses %s and keeps what was stored', async (_label, options, status) => {
    const v = await merchant();
    const before = await db.fingerprint();
    const res = await v.merchant('PUT', '/api/site-header-footer', options);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    expect(await stored('site-header-footer')).toEqual(HEADER_FOOTER);
    expect(await db.fingerprint()).toEqual(before);
  });

  it.each(REFUSED_CALLERS)('refuses %s', async (_label, caller, status) => {
    const v = await caller();
    const before = await db.fingerprint();
    const res = await v.merchant('PUT', '/api/site-header-footer', { json: { header: { hacked: true }, footer: {} } });
    expect(res.status).toBe(status);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await stored('site-header-footer')).toEqual(HEADER_FOOTER);
    expect(await db.fingerprint()).toEqual(before);
  });
});

describe('multilingual', () => {
  it('starts disconnected without languages', async () => {
    const v = new Visitor(server.baseUrl);
    expect((await v.call('GET', '/api/multilingual/settings')).body).toMatchObject({ connected: false, languages: [], defaultLanguage: null });
    expect((await v.call('GET', '/api/multilingual/status')).body).toEqual({ status: 'DISCONNECTED', connected: false, languageCount: 0 });
  });

  it('PUT languages stores them (the first the default) and connects', async () => {
    const v = await merchant();
    const res = await v.merchant('PUT', '/api/multilingual/languages', { json: { languages: ['en', 'fr-CA', 'de'] } });
    expect(res.status).toBe(200);
    expect(await stored('multilingual')).toMatchObject({ connected: true, languages: ['en', 'fr-CA', 'de'], defaultLanguage: 'en' });
    expect((await v.call('GET', '/api/multilingual/settings')).body).toMatchObject({ connected: true, languages: ['en', 'fr-CA', 'de'] });
    expect((await v.call('GET', '/api/multilingual/status')).body).toEqual({ status: 'CONNECTED', connected: true, languageCount: 3 });
  });

  it.each([
    ['no languages', { json: {} }, 400],
    ['an empty list', { json: { languages: [] } }, 400],
    ['a repeated language', { json: { languages: ['en', 'en'] } }, 400],
    ['SQL text as a language', { json: { languages: ["en'; DROP TABLE site_settings;--"] } }, 400],
    ['a number as a language', { json: { languages: [7] } }, 400],
  ])('refuses %s and keeps the languages', async (_label, options, status) => {
    const v = await merchant();
    const before = await db.fingerprint();
    const res = await v.merchant('PUT', '/api/multilingual/languages', options);
    expect(res.status).toBe(status);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await stored('multilingual')).toMatchObject({ languages: ['en', 'fr-CA', 'de'] });
    expect(await db.fingerprint()).toEqual(before);
  });

  it.each(REFUSED_CALLERS)('refuses a DELETE of the connection by %s', async (_label, caller, status) => {
    const v = await caller();
    expect((await v.merchant('DELETE', '/api/multilingual/connection')).status).toBe(status);
    expect((await v.merchant('PUT', '/api/multilingual/languages', { json: { languages: ['xx'] } })).status).toBe(status);
    expect(await stored('multilingual')).toMatchObject({ connected: true, languages: ['en', 'fr-CA', 'de'] });
  });
});

describe('after a restart', () => {
  it('keeps header, footer and languages; then the connection can be removed', async () => {
    await server.stop();
    server = await startServer(db.url, ENV);
    const v = await merchant();
    expect((await v.call('GET', '/api/site-header-footer')).body).toEqual(HEADER_FOOTER);
    expect((await v.call('GET', '/api/multilingual/settings')).body).toMatchObject({ connected: true, languages: ['en', 'fr-CA', 'de'] });
    const del = await v.merchant('DELETE', '/api/multilingual/connection');
    expect(del.status).toBe(200);
    expect(await stored('multilingual')).toMatchObject({ connected: false, languages: [] });
    expect((await v.call('GET', '/api/multilingual/status')).body).toEqual({ status: 'DISCONNECTED', connected: false, languageCount: 0 });
  }, 60_000);
});
