// The admin is its own world (issue 20, part C): the admin session's cookies only on the admin's
// paths (HttpOnly, SameSite=Strict) and the storefront session opening no admin call; the admin's
// xsrf token only in /admin opened as a top-level navigation (a fetch gets a page without it);
// re-authentication before creating API keys (reauth-required, then the key after the password);
// TOTP enrolment, confirmation, sign-in with a code, a recovery code, and replays refused.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base32Decode, stepAt, totpCode } from '../../site/features/accounts/totp/totp.js';
import { Account, adminTokenIn, NAVIGATION_HEADERS, SESSION_PATH, signIn } from './helpers/account.js';
import { useAdminSuite } from './helpers/admin-suite.js';

const OWNER = { email: 'owner@shop.test', password: 'owner password 1' };
const SHOPPER = { email: 'shopper@shop.test', password: 'shopper password 1', roles: [] };
const TWO_STEP = { email: 'careful@shop.test', password: 'careful password 1', roles: ['ADMIN' as const] };
const THROTTLED = { email: 'guarded@shop.test', password: 'guarded password 1', roles: ['STORE_MANAGER' as const] };
const KEYS = '/api/admin/api-keys';
const RESTOCK_GROUPS = '/api/site-users/account/notifications/restock/groups';

const suite = useAdminSuite(OWNER, [SHOPPER, TWO_STEP, THROTTLED], { ADMIN_SECRET_KEY: randomBytes(32).toString('base64') });

function setCookie(lines: string[], name: string): string | undefined {
  return lines.find((line) => line.startsWith(`${name}=`));
}

/** A client holding only some of an account's cookies, and its xsrf token. */
function withOnly(account: Account, names: string[]): Account {
  const copy = new Account(account.baseUrl);
  for (const [name, value] of account.cookies) if (names.includes(name)) copy.cookies.set(name, value);
  copy.xsrfToken = account.xsrfToken;
  return copy;
}

async function keyCount(): Promise<number> {
  return suite.db.withStore(async (store) => (await store.db.selectFrom('api_keys').select('id').execute()).length);
}

describe('the admin session cookies', () => {
  it('are HttpOnly, SameSite=Strict and only on the admin paths; the storefront session stays Lax on /', async () => {
    const { res } = await signIn(suite.server.baseUrl, OWNER.email, OWNER.password);
    expect(res.status).toBe(200);
    const lines = res.headers.getSetCookie();
    const site = setCookie(lines, 'sf_session');
    expect(site).toMatch(/Path=\/(;|$)/);
    expect(site).toMatch(/SameSite=Lax/i);
    const expected: [string, string][] = [
      ['sf_admin', '/admin'], ['sf_admin_api', '/api/admin'], ['sf_admin_restock', '/api/site-users/account/notifications/restock'],
      ['sf_admin_hf', '/api/site-header-footer'], ['sf_admin_ml', '/api/multilingual'],
    ];
    const tokens = new Set<string>();
    for (const [name, path] of expected) {
      const line = setCookie(lines, name) ?? '';
      expect(line).toContain(`Path=${path}`);
      expect(line).toMatch(/HttpOnly/i);
      expect(line).toMatch(/SameSite=Strict/i);
      tokens.add(line.split(';')[0]?.split('=')[1] ?? '');
    }
    // One admin session, not the storefront's.
    expect(tokens.size).toBe(1);
    expect([...tokens][0]).not.toBe(site?.split(';')[0]?.split('=')[1]);
  });

  it('gives a user whose roles do not open the admin no admin session', async () => {
    const { res, account } = await signIn(suite.server.baseUrl, SHOPPER.email, SHOPPER.password);
    expect(res.status).toBe(200);
    for (const name of ['sf_admin', 'sf_admin_api', 'sf_admin_restock', 'sf_admin_hf', 'sf_admin_ml']) expect(setCookie(res.headers.getSetCookie(), name) ?? '').toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await account.merchant('GET', '/api/admin/overview')).status).toBe(401);
  });

  it('an admin\'s storefront session (sf_session) opens no admin call, even with the admin\'s xsrf token', async () => {
    const owner = await suite.as(OWNER);
    expect((await owner.merchant('GET', '/api/admin/overview')).status).toBe(200);
    const storefrontOnly = withOnly(owner, ['sf_session', 'crumb', 'sf_visitor', 'SiteUserInfo']);
    expect((await storefrontOnly.merchant('GET', '/api/admin/overview')).status).toBe(401);
    expect((await storefrontOnly.merchant('GET', RESTOCK_GROUPS)).status).toBe(401);
    const before = await keyCount();
    expect((await storefrontOnly.merchant('POST', KEYS, { json: { name: 'Stolen', scope: 'read-write' } })).status).toBe(401);
    expect(await keyCount()).toBe(before);
    // The storefront still knows who is signed in.
    expect((await storefrontOnly.call('GET', '/api/site-users/account/me')).body).toMatchObject({ email: OWNER.email });
  });

  it('signs out of the admin: the admin session is closed and its cookies go', async () => {
    const owner = await suite.as(OWNER);
    const kept = new Map(owner.cookies);
    const out = await owner.merchant('DELETE', '/api/admin/session');
    expect(out.status).toBe(200);
    expect(setCookie(out.headers.getSetCookie(), 'sf_admin_api')).toMatch(/Expires=Thu, 01 Jan 1970/);
    owner.cookies.clear();
    for (const [k, v] of kept) owner.cookies.set(k, v);
    expect((await owner.merchant('GET', '/api/admin/overview')).status).toBe(401);
  });
});

describe('the admin xsrf token', () => {
  it('is only in /admin opened as a top-level navigation, which has its own browsing context group', async () => {
    const owner = await suite.as(OWNER);
    const page = await owner.page('/admin', NAVIGATION_HEADERS);
    expect(page.status).toBe(200);
    expect(adminTokenIn(page.body)).toBe(owner.xsrfToken);
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['cache-control']).toBe('no-store');
    const fetches: Record<string, string>[] = [
      { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-mode': 'same-origin', 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'same-origin' },
      {},
    ];
    for (const headers of fetches) {
      const answer = await owner.page('/admin/api-keys', headers);
      expect(answer.status).toBe(403);
      expect(answer.body).toContain('Open the admin in its own tab');
      expect(answer.body).not.toContain(owner.xsrfToken ?? 'no token');
      expect(adminTokenIn(answer.body)).toBeUndefined();
    }
  });

  it('a navigation from another site without the cookies opens the page again; from this site it goes to sign in', async () => {
    const visitor = await signIn(suite.server.baseUrl, 'nobody@shop.test', 'not signed in');
    const crossSite = await visitor.account.page('/admin/orders', { ...NAVIGATION_HEADERS, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(200);
    expect(crossSite.body).toContain('<meta http-equiv="refresh" content="0">');
    expect(adminTokenIn(crossSite.body)).toBeUndefined();
    const sameSite = await visitor.account.page('/admin/orders', NAVIGATION_HEADERS);
    expect(sameSite.status).toBe(303);
    expect(sameSite.headers['location']).toBe('/account/login?next=%2Fadmin%2Forders');
  });

  it('the sign-in answer\'s token (the storefront session\'s) opens no admin call', async () => {
    const owner = await suite.as(OWNER);
    expect(owner.siteXsrfToken).not.toBe(owner.xsrfToken);
    const forged = await owner.call('GET', '/api/admin/overview', { headers: { 'x-xsrf-token': owner.siteXsrfToken ?? '' } });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe('xsrf-invalid');
  });
});

describe('re-authentication', () => {
  it('asks for the password before creating an API key, then creates it; 5 minutes later it asks again', async () => {
    const owner = await suite.as(OWNER);
    const before = await keyCount();
    const asked = await owner.merchant('POST', KEYS, { json: { name: 'Sync', scope: 'read-only' } });
    expect(asked.status).toBe(403);
    expect(asked.body).toMatchObject({ code: 'reauth-required', message: 'Please enter your password again to continue.' });
    expect(await keyCount()).toBe(before);

    const wrong = await owner.reauthenticate('not my password');
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ code: 'wrong-password', issues: [{ path: 'password', message: 'The password is incorrect.' }] });
    expect((await owner.merchant('POST', '/api/admin/session/reauth', { json: { password: OWNER.password, extra: 1 } })).status).toBe(400);
    expect((await owner.merchant('POST', '/api/admin/session/reauth', { json: { password: OWNER.password }, headers: { 'x-xsrf-token': 'forged' } })).status).toBe(403);
    expect((await owner.merchant('POST', KEYS, { json: { name: 'Sync', scope: 'read-only' } })).status).toBe(403);

    const ok = await owner.reauthenticate(OWNER.password);
    expect(ok.status).toBe(200);
    expect(Date.parse(ok.body.reauthenticatedUntil) - Date.now()).toBeGreaterThan(4 * 60_000);
    const created = await owner.merchant('POST', KEYS, { json: { name: 'Sync', scope: 'read-only' } });
    expect(created.status).toBe(201);
    expect(await keyCount()).toBe(before + 1);

    await suite.db.withStore((store) => store.db.updateTable('site_sessions').set({ reauth_at: Date.now() - 5 * 60_000 - 1000 }).where('scope', '=', 'admin').execute());
    expect((await owner.merchant('POST', KEYS, { json: { name: 'Later', scope: 'read-only' } })).body.code).toBe('reauth-required');
    expect(await keyCount()).toBe(before + 1);
  });

  it('a re-authentication on one session does not open another', async () => {
    const first = await suite.as(OWNER);
    const second = await suite.as(OWNER);
    expect((await first.reauthenticate(OWNER.password)).status).toBe(200);
    expect((await second.merchant('POST', KEYS, { json: { name: 'Other', scope: 'read-only' } })).body.code).toBe('reauth-required');
  });
});

/** The code an authenticator app shows for this secret now (or steps away). */
function codeOf(secret: string, offsetSteps = 0): string {
  const bytes = base32Decode(secret);
  if (!bytes) throw new Error('the secret is not base32');
  return totpCode(bytes, stepAt(Date.now()) + offsetSteps);
}

describe('two-step verification (TOTP)', () => {

  it('enrols after re-authentication, is on only after a first code, then asks for a code at sign-in', async () => {
    const admin = await suite.as(TWO_STEP);
    expect((await admin.merchant('GET', '/api/admin/account/two-step')).body).toMatchObject({ enabled: false, pending: false, available: true });
    expect((await admin.merchant('POST', '/api/admin/account/two-step', { json: {} })).body.code).toBe('reauth-required');
    expect((await admin.reauthenticate(TWO_STEP.password)).status).toBe(200);
    const begun = await admin.merchant('POST', '/api/admin/account/two-step', { json: {} });
    expect(begun.status).toBe(201);
    const secret = String(begun.body.secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = String(begun.body.otpauthUri);
    expect(uri).toMatch(/^otpauth:\/\/totp\/[^:]+:careful%40shop\.test\?/);
    expect(new URL(uri).searchParams.get('secret')).toBe(secret);
    // Stored sealed: a read of the database does not give the secret away.
    const stored = await suite.db.withStore((store) => store.db.selectFrom('admin_totp').selectAll().execute());
    expect(JSON.stringify(stored)).not.toContain(secret);
    // Not on before its first code: signing in still needs the password only.
    expect((await signIn(suite.server.baseUrl, TWO_STEP.email, TWO_STEP.password)).res.status).toBe(200);
    const wrong = await admin.merchant('POST', '/api/admin/account/two-step/confirm', { json: { code: codeOf(secret, 3) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([{ path: 'code', message: 'That code does not match. Check the time on your device and enter the current code.' }]);
    expect((await admin.merchant('POST', '/api/admin/account/two-step/confirm', { json: { code: '12ab' } })).status).toBe(400);
    const confirmed = await admin.merchant('POST', '/api/admin/account/two-step/confirm', { json: { code: codeOf(secret, -1) } });
    expect(confirmed.status).toBe(200);
    const recovery = confirmed.body.recoveryCodes as string[];
    expect(recovery).toHaveLength(10);
    const hashes = await suite.db.withStore((store) => store.db.selectFrom('admin_recovery_codes').selectAll().execute());
    expect(hashes).toHaveLength(10);
    for (const code of recovery) expect(JSON.stringify(hashes)).not.toContain(code.replaceAll('-', ''));
    expect((await admin.merchant('GET', '/api/admin/account/two-step')).body).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });

    // Sign-in: the password alone is not enough, and opens no session.
    const passwordOnly = await signIn(suite.server.baseUrl, TWO_STEP.email, TWO_STEP.password);
    expect(passwordOnly.res.status).toBe(401);
    expect(passwordOnly.res.body).toMatchObject({ code: 'second-factor-required', message: 'Enter the 6-digit code from your authenticator app, or a recovery code.' });
    expect(passwordOnly.res.headers.getSetCookie().some((line) => line.startsWith('sf_session=') && !line.includes('1970'))).toBe(false);
    const badCode = await signIn(suite.server.baseUrl, TWO_STEP.email, TWO_STEP.password, false, '000000' === codeOf(secret) ? '111111' : '000000');
    expect(badCode.res.body.code).toBe('second-factor-invalid');
    // The confirming code (previous step) was used: the current one is still good once.
    const current = codeOf(secret);
    const withCode = await signIn(suite.server.baseUrl, TWO_STEP.email, TWO_STEP.password, false, current);
    expect(withCode.res.status).toBe(200);
    expect(withCode.account.xsrfToken).not.toBe(withCode.account.siteXsrfToken);
    const replay = await signIn(suite.server.baseUrl, TWO_STEP.email, TWO_STEP.password, false, current);
    expect(replay.res.status).toBe(401);
    expect(replay.res.body.code).toBe('second-factor-invalid');
    // An older step is refused too once a later one was used.
    expect((await signIn(suite.server.baseUrl, TWO_STEP.email, TWO_STEP.password, false, codeOf(secret, -1))).res.status).toBe(401);

    // A recovery code, in any case and spacing, once.
    const [first] = recovery;
    const byRecovery = await signIn(suite.server.baseUrl, TWO_STEP.email, TWO_STEP.password, false, (first ?? '').toUpperCase().replaceAll('-', ' '));
    expect(byRecovery.res.status).toBe(200);
    expect((await signIn(suite.server.baseUrl, TWO_STEP.email, TWO_STEP.password, false, first)).res.status).toBe(401);
    expect((await byRecovery.account.merchant('GET', '/api/admin/account/two-step')).body).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });
    // A wrong password with a good code is still the generic refusal.
    expect((await signIn(suite.server.baseUrl, TWO_STEP.email, 'wrong password', false, recovery[1])).res.body.code).toBe('invalid-credentials');

    // Re-authentication asks for the code too; turning it off needs it.
    const session = byRecovery.account;
    expect((await session.merchant('DELETE', '/api/admin/account/two-step')).body.code).toBe('reauth-required');
    const noCode = await session.reauthenticate(TWO_STEP.password);
    expect(noCode.status).toBe(403);
    expect(noCode.body.code).toBe('second-factor-required');
    expect((await session.reauthenticate(TWO_STEP.password, recovery[2])).status).toBe(200);
    expect((await session.merchant('DELETE', '/api/admin/account/two-step')).status).toBe(200);
    expect((await signIn(suite.server.baseUrl, TWO_STEP.email, TWO_STEP.password)).res.status).toBe(200);
    const left = await suite.db.withStore((store) => store.db.selectFrom('admin_recovery_codes').selectAll().where('user_id', '=', stored[0]?.user_id ?? '').execute());
    expect(left).toEqual([]);
  });

  it('counts wrong codes at sign-in in the sign-in throttle: past it even the right code waits', async () => {
    const admin = await suite.as(THROTTLED);
    expect((await admin.reauthenticate(THROTTLED.password)).status).toBe(200);
    const secret = String((await admin.merchant('POST', '/api/admin/account/two-step', { json: {} })).body.secret);
    expect((await admin.merchant('POST', '/api/admin/account/two-step/confirm', { json: { code: codeOf(secret) } })).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await signIn(suite.server.baseUrl, THROTTLED.email, THROTTLED.password, false, 'aaaa-bbbb-cccc-dddd')).res.status);
    expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 401));
    expect(statuses[10]).toBe(429);
    expect((await signIn(suite.server.baseUrl, THROTTLED.email, THROTTLED.password, false, codeOf(secret, 1))).res.status).toBe(429);
  });
});

describe('the session call', () => {
  it('refuses a code that is not text or too long, naming it', async () => {
    const visitor = await signIn(suite.server.baseUrl, 'x@shop.test', 'y');
    const res = await visitor.account.call('POST', SESSION_PATH, { json: { email: OWNER.email, password: OWNER.password, code: 'x'.repeat(41) } });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'code', message: 'The code is too long.' }]);
  });
});

describe('two-step verification on a production server without ADMIN_SECRET_KEY', () => {
  const bare = useAdminSuite(OWNER, []);

  it('says it is unavailable and refuses to turn it on, naming the missing key', async () => {
    const owner = await bare.as(OWNER);
    expect((await owner.merchant('GET', '/api/admin/account/two-step')).body).toMatchObject({ enabled: false, available: false });
    expect((await owner.reauthenticate(OWNER.password)).status).toBe(200);
    const refused = await owner.merchant('POST', '/api/admin/account/two-step', { json: {} });
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe('Two-step verification is not available on this server: ADMIN_SECRET_KEY is not set. Ask whoever runs the shop to set it.');
    const stored = await bare.db.withStore((store) => store.db.selectFrom('admin_totp').selectAll().execute());
    expect(stored).toEqual([]);
  });
});
