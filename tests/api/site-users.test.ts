// Site-user sessions and the merchant's restock calls against the built server on a temporary
// database: login/logout, refusals, the roles guard, paging, sending to the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteUser, listOutbox, setStock, signUpForRestock, type Store } from '../../site/db/index.js';
import type { ServerProcess } from './helpers/server-process.js';
import type { TempDatabase } from './helpers/temp-db.js';
import { Visitor, type CallOptions } from './helpers/visitor.js';
import { signIn as signInAt } from './helpers/account.js';
import { startSuite, stopSuite } from './helpers/suite.js';

let db: TempDatabase;
let server: ServerProcess;

const MERCHANT = { email: 'boss@shop.test', password: 'correct horse battery' };
const SESSION = '/api/site-users/account/session';
const RESTOCK = '/api/site-users/account/notifications/restock';
const TOWEL = { productId: 'prod-tea-towel', variantId: 'var-tea-towel' };
const APRON = { productId: 'prod-apron', variantId: 'var-apron-charcoal-l' };

const withStore = <T>(run: (store: Store) => Promise<T>): Promise<T> => db.withStore(run);

beforeAll(async () => {
  ({ db, server } = await startSuite({
    RATE_LIMIT_WRITES: '1000', LOGIN_ATTEMPTS: '5', MERCHANT_EMAIL: MERCHANT.email, MERCHANT_PASSWORD: MERCHANT.password,
  }));
  await new Visitor(server.baseUrl).arrive(); // the server creates and seeds the database
  await withStore(async (store) => {
    await createSiteUser(store, { email: 'commenter@shop.test', password: 'just a commenter', roles: ['COMMENTER'] });
    await createSiteUser(store, { email: 'admin@shop.test', password: 'the admin password', roles: ['ADMIN'] });
    await createSiteUser(store, { email: 'owner@shop.test', password: 'the owner password', roles: ['ADMIN'] });
    for (let i = 0; i < 120; i += 1) {
      await signUpForRestock(store, { ...TOWEL, email: `reader${String(i).padStart(3, '0')}@example.com`, joinMailingList: i % 2 === 0 });
    }
    await signUpForRestock(store, { ...APRON, email: 'apron@example.com', joinMailingList: false });
  });
}, 180_000);

afterAll(() => stopSuite(server, db));

const signIn = (email: string, password: string, rememberMe = false) => signInAt(server.baseUrl, email, password, rememberMe);

describe('site-user session', () => {
  it('signs the seeded merchant in: xsrfToken, HttpOnly session cookie, SiteUserInfo', async () => {
    const { account, res } = await signIn(MERCHANT.email.toUpperCase(), MERCHANT.password, true);
    expect(res.status).toBe(200);
    expect(typeof res.body.xsrfToken).toBe('string');
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith('sf_session='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Max-Age=/i);
    const info = cookies.find((c) => c.startsWith('SiteUserInfo='));
    expect(info).not.toMatch(/HttpOnly/i);
    const value = JSON.parse(decodeURIComponent(account.cookies.get('SiteUserInfo') ?? '')) as unknown;
    expect(value).toMatchObject({ authenticated: true, siteUserId: expect.any(String) });
  });

  it('answers a wrong password and an unknown email with the same generic 401', async () => {
    const before = await db.fingerprint();
    const wrong = await signIn(MERCHANT.email, 'not the password');
    const unknown = await signIn('nobody@shop.test', 'whatever it is');
    expect(wrong.res.status).toBe(401);
    expect(unknown.res.status).toBe(401);
    // The same answer but for the request's own id.
    const { requestId: _w, ...wrongBody } = wrong.res.body as Record<string, unknown>;
    const { requestId: _u, ...unknownBody } = unknown.res.body as Record<string, unknown>;
    expect(wrongBody).toEqual(unknownBody);
    expect(wrong.res.body.message).toBe('The email or password is incorrect.');
    expect(wrong.account.cookies.has('sf_session')).toBe(false);
    expect(await db.fingerprint()).toEqual(before);
  });

  it('slows sign-in attempts down per email and address (429), even with the right password', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await signIn('admin@shop.test', 'wrong password')).res.status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await signIn('admin@shop.test', 'the admin password')).res.status).toBe(429);
  });

  it('refuses a login without the crumb, with bad fields, or as non-JSON, changing nothing', async () => {
    const v = new Visitor(server.baseUrl);
    await v.arrive();
    const before = await db.fingerprint();
    expect((await v.call('POST', SESSION, { json: MERCHANT, crumb: 'none' })).status).toBe(403);
    expect((await v.call('POST', SESSION, { json: { email: '', password: 'x' } })).status).toBe(400);
    expect((await v.call('POST', SESSION, { json: { email: MERCHANT.email, password: 42 } })).status).toBe(400);
    expect((await v.call('POST', SESSION, { json: { ...MERCHANT, rememberMe: 'yes' } })).status).toBe(400);
    expect((await v.call('POST', SESSION, { raw: '{"email":' })).status).toBe(400);
    expect(await db.fingerprint()).toEqual(before);
  });

  it('logs out: crumbFail without the crumb, then the session no longer opens merchant calls', async () => {
    const { account } = await signIn(MERCHANT.email, MERCHANT.password);
    expect((await account.merchant('GET', `${RESTOCK}/groups`)).status).toBe(200);
    const noCrumb = await account.call('DELETE', `${SESSION}?cloneCart=true`, { crumb: 'none' });
    expect(noCrumb.status).toBe(403);
    expect(noCrumb.body).toMatchObject({ crumbFail: true, message: expect.any(String) });
    expect((await account.merchant('GET', `${RESTOCK}/groups`)).status).toBe(200);
    expect((await account.call('DELETE', `${SESSION}?cloneCart=maybe`)).status).toBe(400);
    const out = await account.call('DELETE', `${SESSION}?cloneCart=true`);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    expect((await account.merchant('GET', `${RESTOCK}/groups`)).status).toBe(401);
  });
});

describe('merchant restock calls', () => {
  it('refuses visitors and users without a merchant role (401: no admin session) and a missing xsrf token (403)', async () => {
    const visitor = new Visitor(server.baseUrl);
    await visitor.arrive();
    expect((await visitor.call('GET', `${RESTOCK}/groups`)).status).toBe(401);
    expect((await visitor.call('POST', `${RESTOCK}/send`, { json: TOWEL })).status).toBe(401);
    const { account: commenter } = await signIn('commenter@shop.test', 'just a commenter');
    // Only users whose roles open the admin get an admin session (site/features/accounts/admin-cookies.ts).
    expect((await commenter.merchant('GET', `${RESTOCK}/groups`)).status).toBe(401);
    expect((await commenter.merchant('GET', `${RESTOCK}?productId=${TOWEL.productId}&variantId=${TOWEL.variantId}`)).status).toBe(401);
    const before = await db.fingerprint();
    expect((await commenter.merchant('POST', `${RESTOCK}/send/all`, { json: { sendRequests: [TOWEL] } })).status).toBe(401);
    const { account: merchant } = await signIn(MERCHANT.email, MERCHANT.password);
    const forged = await merchant.call('POST', `${RESTOCK}/send`, { json: TOWEL });
    expect(forged.status).toBe(403);
    expect((await merchant.merchant('POST', `${RESTOCK}/send`, { json: TOWEL, headers: { 'x-xsrf-token': 'forged' } })).status).toBe(403);
    expect(await db.fingerprint()).toMatchObject({ notification_outbox: before['notification_outbox'], restock_signups: before['restock_signups'] });
    const { account: owner } = await signIn('owner@shop.test', 'the owner password');
    expect((await owner.merchant('GET', `${RESTOCK}/groups`)).status).toBe(200);
  });

  it('lists the groups, and pages through the sign-ups until hasNextPage is false', async () => {
    const { account } = await signIn(MERCHANT.email, MERCHANT.password);
    const groups = await account.merchant('GET', `${RESTOCK}/groups`);
    expect(groups.status).toBe(200);
    expect(groups.body).toMatchObject({ hasNextPage: false, nextPageCursor: null });
    expect(groups.body.signUpGroups).toEqual(expect.arrayContaining([
      expect.objectContaining({ ...TOWEL, totalCount: 120, pendingCount: 120 }),
      expect.objectContaining({ ...APRON, totalCount: 1 }),
    ]));
    const emails: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    for (;;) {
      const query = new URLSearchParams({ ...TOWEL, ...(cursor ? { cursor } : {}) });
      const page = await account.merchant('GET', `${RESTOCK}?${query}`);
      expect(page.status).toBe(200);
      pages += 1;
      emails.push(...page.body.signUps.map((s: { email: string }) => s.email));
      if (!page.body.hasNextPage) {
        expect(page.body.nextPageCursor).toBeNull();
        break;
      }
      cursor = page.body.nextPageCursor;
    }
    expect(pages).toBeGreaterThan(1);
    expect(emails).toHaveLength(120);
    expect(new Set(emails).size).toBe(120);
  });

  it('answers bad queries with 400', async () => {
    const { account } = await signIn(MERCHANT.email, MERCHANT.password);
    expect((await account.merchant('GET', `${RESTOCK}/groups?cursor=not-a-cursor`)).status).toBe(400);
    expect((await account.merchant('GET', `${RESTOCK}?productId=${TOWEL.productId}`)).status).toBe(400);
    expect((await account.merchant('GET', `${RESTOCK}?${new URLSearchParams({ ...TOWEL, cursor: '%%%' })}`)).status).toBe(400);
  });

  it('refuses bad send inputs with the database unchanged', async () => {
    const { account: merchant } = await signIn(MERCHANT.email, MERCHANT.password);
    const before = await db.fingerprint();
    const cases: [string, CallOptions, number][] = [
      ['send: unknown variant', { json: { productId: TOWEL.productId, variantId: 'var-nope' } }, 404],
      ['send: variant of another product', { json: { productId: TOWEL.productId, variantId: APRON.variantId } }, 404],
      ['send: missing variantId', { json: { productId: TOWEL.productId } }, 400],
      ['send: wrong type', { json: { productId: 7, variantId: TOWEL.variantId } }, 400],
      ['send: malformed JSON', { raw: '{"productId"' }, 400],
      ['send: not JSON', { raw: 'productId=x', headers: { 'content-type': 'text/plain' } }, 415],
    ];
    for (const [name, options, status] of cases) {
      const res = await merchant.merchant('POST', `${RESTOCK}/send`, options);
      expect([name, res.status]).toEqual([name, status]);
      expect(typeof res.body.message).toBe('string');
    }
    const all: [string, unknown, number][] = [
      ['all: empty', { sendRequests: [] }, 400],
      ['all: not a list', { sendRequests: TOWEL }, 400],
      ['all: one unknown', { sendRequests: [TOWEL, { productId: 'prod-nope', variantId: 'var-nope' }] }, 404],
      ["all: script text", { sendRequests: [{ productId: "<script>alert(1)</script>", variantId: "' OR 1=1 --" }] }, 404],
    ];
    for (const [name, json, status] of all) {
      const res = await merchant.merchant('POST', `${RESTOCK}/send/all`, { json });
      expect([name, res.status]).toEqual([name, status]);
    }
    expect(await db.fingerprint()).toEqual(before);
  });

  it('send queues one outbox row per pending sign-up once the variant is in stock; send all does the rest, once', async () => {
    const { account } = await signIn(MERCHANT.email, MERCHANT.password);
    // The towel is still at stock 0: nothing is queued, every sign-up is skipped and keeps waiting.
    const early = await account.merchant('POST', `${RESTOCK}/send`, { json: TOWEL });
    expect(early.body).toEqual({ success: true, queued: 0, skipped: 120 });
    await withStore(async (store) => {
      await setStock(store, 'TWL-2', 10);
      await setStock(store, 'APR-CHA-L', 2);
    });
    const sent = await account.merchant('POST', `${RESTOCK}/send`, { json: TOWEL });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true, queued: 120, skipped: 0 });
    const again = await account.merchant('POST', `${RESTOCK}/send`, { json: TOWEL });
    expect(again.body).toEqual({ success: true, queued: 0, skipped: 0 });
    const all = await account.merchant('POST', `${RESTOCK}/send/all`, { json: { sendRequests: [TOWEL, APRON] } });
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ success: true, queued: 1, skipped: 0 });
    const outbox = await withStore((store) => listOutbox(store, { limit: 1000 }));
    expect(outbox).toHaveLength(121);
    expect(outbox.every((m) => m.kind === 'restock')).toBe(true);
    expect(outbox.find((m) => m.recipient === 'apron@example.com')?.payload).toMatchObject(APRON);
    // Waiting until the mailer delivered them (the server writes them to its mail folder).
    await expect.poll(async () => {
      const groups = await account.merchant('GET', `${RESTOCK}/groups`);
      return groups.body.signUpGroups.find((g: { variantId: string }) => g.variantId === TOWEL.variantId);
    }, { timeout: 30_000 }).toMatchObject({ pendingCount: 0, totalCount: 120 });
  });
});
