// One's own account: the password changed with the current one (other sessions signed out), the
// sessions listed and revoked, and the emailed password reset (the same answer whether or not the
// email has an account, limited per address and per email, single-use and expiring, ending every
// session of the account).
import { describe, expect, it } from 'vitest';
import { signIn, type Account } from './helpers/account.js';
import { mailTo, outboxCount } from './helpers/account-mail.js';
import { useAdminSuite } from './helpers/admin-suite.js';
import { Visitor } from './helpers/visitor.js';

const OWNER = { email: 'owner@shop.test', password: 'owner password 1' };
const EDITOR = { email: 'editor@shop.test', password: 'editor password 1', roles: ['EDITOR'] as const };
const CLERK = { email: 'clerk@shop.test', password: 'clerk password 1', roles: ['STORE_MANAGER'] as const };
const RESETTER = { email: 'resetter@shop.test', password: 'resetter password 1', roles: ['VIEWER'] as const };
const suite = useAdminSuite(OWNER, [EDITOR, CLERK, RESETTER], { PASSWORD_RESET_EMAIL_LIMIT: '3', PASSWORD_RESET_ADDRESS_LIMIT: '12' });

const RESET = '/api/site-users/account/password-reset';

const visitor = (): Promise<Visitor> => Visitor.arrived(suite.server.baseUrl);

/** Who the storefront session signs in (401: nobody). */
const ME = '/api/site-users/account/me';

async function signInAgain(who: { email: string; password: string }): Promise<Account> {
  const { account, res } = await signIn(suite.server.baseUrl, who.email, who.password);
  expect(res.status).toBe(200);
  return account;
}

describe('changing your password', () => {
  it('needs the current password, keeps this session and signs the others out', async () => {
    const here = await signInAgain(EDITOR);
    const elsewhere = await signInAgain(EDITOR);
    const wrong = await here.merchant('PUT', '/api/admin/account/password', { json: { currentPassword: 'not it at all', newPassword: 'a brand new password' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([{ path: 'currentPassword', message: 'Your current password is not correct.' }]);
    const short = await here.merchant('PUT', '/api/admin/account/password', { json: { currentPassword: EDITOR.password, newPassword: 'short' } });
    expect(short.body.issues).toEqual([{ path: 'newPassword', message: 'The password must be at least 12 characters long.' }]);
    expect((await elsewhere.merchant('GET', '/api/admin/account/sessions')).status).toBe(200);

    const changed = await here.merchant('PUT', '/api/admin/account/password', { json: { currentPassword: EDITOR.password, newPassword: 'a brand new password' } });
    expect(changed.status).toBe(200);
    expect(changed.body.changed).toBe(true);
    expect(changed.body.otherSessionsEnded).toBeGreaterThanOrEqual(1);
    expect((await elsewhere.merchant('GET', '/api/admin/account/sessions')).status).toBe(401);
    expect((await elsewhere.call('GET', ME)).status).toBe(401);
    expect((await here.merchant('GET', '/api/admin/account/sessions')).status).toBe(200);
    expect((await here.call('GET', ME)).body).toMatchObject({ email: EDITOR.email });
    expect((await signIn(suite.server.baseUrl, EDITOR.email, EDITOR.password)).res.status).toBe(401);
    expect((await signIn(suite.server.baseUrl, EDITOR.email, 'a brand new password')).res.status).toBe(200);
  });
});

describe('your sessions', () => {
  it('lists them with browser, address and last use, this one marked; revokes one, then all others', async () => {
    const first = await signInAgain(CLERK);
    const second = await signInAgain(CLERK);
    const third = await signInAgain(CLERK);
    const list = await first.merchant('GET', '/api/admin/account/sessions', { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' } });
    expect(list.status).toBe(200);
    const sessions = list.body.sessions as { id: string; current: boolean; address: string; device: string; lastSeen: number }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.every((s) => s.address === '127.0.0.1' && s.lastSeen > Date.now() - 60_000)).toBe(true);
    expect(sessions.map((s) => s.device)).toContain('a script');
    const secondId = (await second.merchant('GET', '/api/admin/account/sessions')).body.sessions.find((s: { current: boolean }) => s.current).id as string;

    expect((await second.call('GET', ME)).status).toBe(200);
    expect((await first.merchant('DELETE', `/api/admin/account/sessions/${secondId}`)).status).toBe(200);
    // One entry per sign-in: ending it ends both its sessions, the admin's and the storefront's.
    expect((await second.merchant('GET', '/api/admin/account/sessions')).status).toBe(401);
    expect((await second.call('GET', ME)).status).toBe(401);
    expect((await first.merchant('DELETE', `/api/admin/account/sessions/${secondId}`)).status).toBe(404);
    // Another user's session is not yours to end.
    const owner = await suite.as(OWNER);
    const ownerSession = (await owner.merchant('GET', '/api/admin/account/sessions')).body.sessions.find((s: { current: boolean }) => s.current).id as string;
    expect((await first.merchant('DELETE', `/api/admin/account/sessions/${ownerSession}`)).status).toBe(404);
    expect((await owner.merchant('GET', '/api/admin/account/sessions')).status).toBe(200);

    const others = await first.merchant('DELETE', '/api/admin/account/sessions');
    expect(others.body).toEqual({ ended: 1 });
    expect((await third.merchant('GET', '/api/admin/account/sessions')).status).toBe(401);
    expect((await third.call('GET', ME)).status).toBe(401);
    const left = await first.merchant('GET', '/api/admin/account/sessions');
    expect(left.body.sessions).toHaveLength(1);
    expect(left.body.sessions[0].current).toBe(true);
    // This sign-in keeps both its sessions.
    expect((await first.call('GET', ME)).body).toMatchObject({ email: CLERK.email });
  });
});

describe('password reset by email', () => {
  it('answers the same for an email with and without an account; only the account gets a message', async () => {
    const v = await visitor();
    const before = await outboxCount(suite.db, 'password-reset');
    const known = await v.call('POST', RESET, { json: { email: RESETTER.email } });
    const unknown = await v.call('POST', RESET, { json: { email: 'nobody-here@shop.test' } });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toBe('If an account uses this email, we have sent it a link to choose a new password. The link works once, for an hour.');
    await expect.poll(() => outboxCount(suite.db, 'password-reset')).toBe(before + 1);
    const bad = await v.call('POST', RESET, { json: { email: 'not an email' } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([{ path: 'email', message: 'Please enter a valid email address.' }]);
  });

  it('the mailed link sets the password once and signs the account out everywhere', async () => {
    const signedIn = await signInAgain(RESETTER);
    const v = await visitor();
    await v.call('POST', RESET, { json: { email: RESETTER.email.toUpperCase() } });
    // The first test asked for one already.
    const { subject, text, link } = await mailTo(suite.db, suite.server.baseUrl, 'password-reset', RESETTER.email, 2);
    expect(subject).toBe('Reset your password for Fern & Finch');
    expect(text).toContain('The link works once, until');
    expect(link.pathname).toBe('/account/reset');
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Choose a new password');
    const token = link.searchParams.get('token') ?? '';
    const stored = await suite.db.withStore((store) => store.db.selectFrom('password_resets').select('token_hash').execute());
    expect(stored.some((r) => r.token_hash === token)).toBe(false);

    const done = await v.call('POST', `${RESET}/complete`, { json: { token, password: 'my reset password' } });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ reset: true });
    expect((await signedIn.merchant('GET', '/api/admin/account/sessions')).status).toBe(401);
    expect((await signIn(suite.server.baseUrl, RESETTER.email, RESETTER.password)).res.status).toBe(401);
    expect((await signIn(suite.server.baseUrl, RESETTER.email, 'my reset password')).res.status).toBe(200);

    const again = await v.call('POST', `${RESET}/complete`, { json: { token, password: 'yet another password' } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('invalid-token');
    expect(await (await fetch(link)).text()).toContain('This link no longer works');
    expect((await signIn(suite.server.baseUrl, RESETTER.email, 'my reset password')).res.status).toBe(200);
  });

  it('refuses an expired link and a made-up one, changing nothing', async () => {
    const v = await visitor();
    await v.call('POST', RESET, { json: { email: CLERK.email } });
    const token = (await mailTo(suite.db, suite.server.baseUrl, 'password-reset', CLERK.email)).link.searchParams.get('token') ?? '';
    await suite.db.withStore((store) => store.db.updateTable('password_resets').set({ expires_at: Date.now() - 1 }).execute());
    const before = await suite.db.fingerprint();
    const late = await v.call('POST', `${RESET}/complete`, { json: { token, password: 'clerk new password' } });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('This link has expired or has already been used. Ask for a new one.');
    const madeUp = await v.call('POST', `${RESET}/complete`, { json: { token: 'A'.repeat(43), password: 'clerk new password' } });
    expect(madeUp.body.code).toBe('invalid-token');
    expect(await suite.db.fingerprint()).toEqual(before);
    expect((await signIn(suite.server.baseUrl, CLERK.email, CLERK.password)).res.status).toBe(200);
  });

  it('limits requests per email (with or without an account alike) and per address', async () => {
    const v = await visitor();
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await v.call('POST', RESET, { json: { email: 'flooded@shop.test' } })).status);
    expect(answers).toEqual([202, 202, 202, 429]);
    const known = [];
    for (let i = 0; i < 4; i += 1) known.push((await v.call('POST', RESET, { json: { email: OWNER.email } })).status);
    expect(known).toEqual([202, 202, 202, 429]);
    // 12 per address: the earlier tests and these used them up; a fresh email is refused too.
    const fresh = [];
    for (let i = 0; i < 3; i += 1) fresh.push((await v.call('POST', RESET, { json: { email: `fresh${String(i)}@shop.test` } })).status);
    expect(fresh).toContain(429);
    expect(await outboxCount(suite.db, 'password-reset')).toBeLessThanOrEqual(6);
  });
});

describe('the audit log of accounts', () => {
  it('records sign-ins, failed sign-ins per account, sign-outs, password changes and resets, session revocations', async () => {
    const failed = await signIn(suite.server.baseUrl, OWNER.email, 'wrong password!!');
    expect(failed.res.status).toBe(401);
    await signIn(suite.server.baseUrl, 'no-account@shop.test', 'wrong password!!');
    const leaving = await suite.as(OWNER);
    expect((await leaving.call('DELETE', '/api/site-users/account/session?cloneCart=false')).status).toBe(200);
    const owner = await suite.as(OWNER);
    const all = await owner.merchant('GET', '/api/admin/audit');
    const actions = new Set((all.body.entries as { action: string }[]).map((e) => e.action));
    for (const action of ['sign-in', 'sign-in-failed', 'sign-out', 'password-changed', 'password-reset-requested', 'password-reset', 'session-revoked', 'other-sessions-revoked']) {
      expect(actions, action).toContain(action);
    }
    const failures = await owner.merchant('GET', `/api/admin/audit?actor=${encodeURIComponent(OWNER.email)}&action=sign-in-failed`);
    expect(failures.body.entries).toHaveLength(1);
    expect(failures.body.entries[0]).toMatchObject({ actorEmail: null, target: OWNER.email, status: 401, address: '127.0.0.1', route: '/api/site-users/account/session', method: 'POST' });
    const unknown = await owner.merchant('GET', '/api/admin/audit?actor=no-account%40shop.test');
    expect(unknown.body.entries).toEqual([]);
    expect(all.body.actions).toContain('sign-out');
    expect(all.body.actors).toContain(EDITOR.email);
  });

  it('logs every other admin write generically (method, route, actor, status), refusals too', async () => {
    const owner = await suite.as(OWNER);
    const clerk = await suite.as(CLERK);
    const current = await owner.merchant('GET', '/api/admin/entitlements');
    const saved = await owner.merchant('PUT', '/api/admin/entitlements', { json: { entitlements: current.body.entitlements, expectedVersion: current.body.version } });
    expect(saved.status).toBe(200);
    expect((await clerk.merchant('PUT', '/api/admin/entitlements', { json: { entitlements: current.body.entitlements, expectedVersion: 0 } })).status).toBe(403);
    const log = await owner.merchant('GET', '/api/admin/audit?action=admin-write');
    const writes = log.body.entries as { actorEmail: string; method: string; route: string; status: number; device: string }[];
    expect(writes).toContainEqual(expect.objectContaining({ actorEmail: OWNER.email, method: 'PUT', route: '/api/admin/entitlements', status: 200 }));
    expect(writes).toContainEqual(expect.objectContaining({ actorEmail: CLERK.email, method: 'PUT', route: '/api/admin/entitlements', status: 403 }));
    // Reads are not logged.
    expect(writes.some((e) => e.method === 'GET')).toBe(false);
  });

  it('records API key creation and revocation; pages, filters by day, and has no way to change an entry', async () => {
    const owner = await suite.as(OWNER);
    expect((await owner.reauthenticate(OWNER.password)).status).toBe(200);
    const key = await owner.merchant('POST', '/api/admin/api-keys', { json: { name: 'Warehouse', scope: 'read-only' } });
    expect(key.status).toBe(201);
    expect((await owner.merchant('DELETE', `/api/admin/api-keys/${key.body.apiKey.id as string}`)).status).toBe(200);
    const created = await owner.merchant('GET', '/api/admin/audit?action=api-key-created');
    expect(created.body.entries[0].target).toMatch(/^Warehouse \(read-only, sfk_/);
    expect((await owner.merchant('GET', '/api/admin/audit?action=api-key-revoked')).body.entries[0].target).toBe(key.body.apiKey.id);

    const today = new Date().toISOString().slice(0, 10);
    const total = (await owner.merchant('GET', `/api/admin/audit?from=${today}&to=${today}`)).body.entries.length as number;
    expect(total).toBeGreaterThan(10);
    expect((await owner.merchant('GET', '/api/admin/audit?to=2020-01-01')).body.entries).toEqual([]);
    expect((await owner.merchant('GET', '/api/admin/audit?from=yesterday')).status).toBe(400);
    expect((await owner.merchant('GET', '/api/admin/audit?cursor=nonsense')).status).toBe(400);

    await suite.db.withStore(async (store) => {
      const rows = Array.from({ length: 60 }, (_, i) => ({
        id: `old-${String(i).padStart(3, '0')}`, at: Date.UTC(2026, 0, 1, 0, i), actor_id: null, actor_email: 'script@shop.test', action: 'admin-write',
        target: null, method: 'POST', route: '/api/admin/example', status: 200, address: '10.0.0.1', user_agent: 'curl/8',
      }));
      await store.db.insertInto('audit_log').values(rows).execute();
    });
    const first = await owner.merchant('GET', '/api/admin/audit?actor=script%40shop.test');
    expect(first.body.entries).toHaveLength(50);
    expect(first.body.hasNextPage).toBe(true);
    const second = await owner.merchant('GET', `/api/admin/audit?actor=script%40shop.test&cursor=${encodeURIComponent(first.body.nextPageCursor as string)}`);
    expect(second.body.entries).toHaveLength(10);
    expect(second.body.hasNextPage).toBe(false);
    expect(new Set([...first.body.entries, ...second.body.entries].map((e: { id: string }) => e.id)).size).toBe(60);

    for (const method of ['POST', 'PUT', 'DELETE']) expect((await owner.merchant(method, '/api/admin/audit')).status).toBe(405);
  });
});
