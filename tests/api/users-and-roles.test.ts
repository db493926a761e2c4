// Users & roles in the admin: only an ADMIN lists, invites, changes roles and removes; an
// invitation's emailed link creates the account once, until it expires or is revoked; the site
// never loses its last ADMIN and nobody removes themselves; a removed user's sessions end.
import { describe, expect, it } from 'vitest';
import { signIn } from './helpers/account.js';
import { mailTo, outboxCount } from './helpers/account-mail.js';
import { useAdminSuite } from './helpers/admin-suite.js';
import { Visitor } from './helpers/visitor.js';

const OWNER = { email: 'owner@shop.test', password: 'owner password 1' };
const MANAGER = { email: 'manager@shop.test', password: 'manager password 1', roles: ['WEBSITE_MANAGER'] as const };
const VIEWER = { email: 'viewer@shop.test', password: 'viewer password 1', roles: ['VIEWER'] as const };
const suite = useAdminSuite(OWNER, [MANAGER, VIEWER]);

const INVITE = '/api/admin/users/invitations';

async function accept(path: string, token: string, password: string) {
  const visitor = new Visitor(suite.server.baseUrl);
  await visitor.arrive();
  return visitor.call('POST', path, { json: { token, password } });
}

/** The owner signed in, with the password confirmed again: every change of Users & roles asks for it. */
async function confirmedOwner() {
  const owner = await suite.as(OWNER);
  expect((await owner.reauthenticate(OWNER.password)).status).toBe(200);
  return owner;
}

async function userId(email: string): Promise<string> {
  const owner = await suite.as(OWNER);
  const list = await owner.merchant('GET', '/api/admin/users');
  const user = (list.body.users as { id: string; email: string }[]).find((u) => u.email === email);
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

describe('users & roles', () => {
  it('refuses every call to roles other than ADMIN (403) and to no session (401), changing nothing', async () => {
    const before = await suite.db.fingerprint();
    for (const who of [MANAGER, VIEWER]) {
      const account = await suite.as(who);
      expect((await account.merchant('GET', '/api/admin/users')).status).toBe(403);
      expect((await account.merchant('POST', INVITE, { json: { email: 'x@shop.test', roles: ['EDITOR'] } })).status).toBe(403);
      expect((await account.merchant('PUT', '/api/admin/users/abc/roles', { json: { roles: ['ADMIN'] } })).status).toBe(403);
      const removal = await account.merchant('DELETE', '/api/admin/users/abc');
      expect(removal.status).toBe(403);
      expect(removal.body.message).toBe('Your account is not allowed to do this.');
      expect((await account.merchant('GET', '/api/admin/audit')).status).toBe(403);
    }
    const stranger = new Visitor(suite.server.baseUrl);
    await stranger.arrive();
    expect((await stranger.call('GET', '/api/admin/users')).status).toBe(401);
    const after = await suite.db.fingerprint();
    expect(after.site_users).toEqual(before.site_users);
    expect(after.user_invitations).toEqual(before.user_invitations);
  });

  it('lists the users with roles, last sign-in and status, and marks the caller', async () => {
    const owner = await suite.as(OWNER);
    const list = await owner.merchant('GET', '/api/admin/users');
    expect(list.status).toBe(200);
    const byEmail = new Map((list.body.users as { email: string; roles: string[]; lastSignIn: number | null; status: string; id: string }[]).map((u) => [u.email, u]));
    expect(byEmail.get(OWNER.email)?.roles).toEqual(['ADMIN']);
    expect(byEmail.get(OWNER.email)?.lastSignIn).toBeGreaterThan(Date.now() - 60_000);
    expect(byEmail.get(VIEWER.email)).toMatchObject({ roles: ['VIEWER'], status: 'active' });
    expect(list.body.you).toBe(byEmail.get(OWNER.email)?.id);
  });

  it('asks an ADMIN for the password again before any change, changing nothing until then', async () => {
    const owner = await suite.as(OWNER);
    const before = await suite.db.fingerprint();
    const viewerId = await userId(VIEWER.email);
    for (const [method, path, json] of [
      ['POST', INVITE, { email: 'unconfirmed@shop.test', roles: ['EDITOR'] }],
      ['PUT', `/api/admin/users/${viewerId}/roles`, { roles: ['ADMIN'] }],
      ['DELETE', `/api/admin/users/${viewerId}`, undefined],
    ] as const) {
      const answer = await owner.merchant(method, path, json === undefined ? {} : { json });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'reauth-required', message: 'Please enter your password again to continue.' });
    }
    const after = await suite.db.fingerprint();
    expect(after.site_users).toEqual(before.site_users);
    expect(after.user_invitations).toEqual(before.user_invitations);
    const list = await owner.merchant('GET', '/api/admin/users');
    expect((list.body.users as { email: string; roles: string[] }[]).find((u) => u.email === VIEWER.email)?.roles).toEqual(['VIEWER']);
  });

  it('invites by email: the mailed link sets the password once and the account signs in with its roles', async () => {
    const owner = await confirmedOwner();
    const invited = await owner.merchant('POST', INVITE, { json: { email: ' New.Editor@Shop.test ', roles: ['EDITOR'] } });
    expect(invited.status).toBe(201);
    expect(invited.body.invitation).toMatchObject({ email: 'new.editor@shop.test', roles: ['EDITOR'], invitedBy: OWNER.email, status: 'pending' });
    const { subject, text, link } = await mailTo(suite.db, suite.server.baseUrl, 'user-invitation', 'new.editor@shop.test');
    expect(subject).toBe('You are invited to Fern & Finch');
    expect(text).toContain(`${OWNER.email} invited you (new.editor@shop.test)`);
    expect(link.pathname).toBe('/account/invitation');
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Join');
    expect(html).toContain('invited new.editor@shop.test as editor');
    const token = link.searchParams.get('token') ?? '';
    // The token is stored only as its hash.
    const stored = await suite.db.withStore((store) => store.db.selectFrom('user_invitations').select('token_hash').execute());
    expect(stored.some((r) => r.token_hash === token)).toBe(false);

    const short = await accept('/api/site-users/account/invitation', token, 'too short');
    expect(short.status).toBe(400);
    expect(short.body.issues).toEqual([{ path: 'password', message: 'The password must be at least 12 characters long.' }]);
    const made = await accept('/api/site-users/account/invitation', token, 'the editor password');
    expect(made.status).toBe(201);
    expect(made.body).toEqual({ email: 'new.editor@shop.test' });
    const again = await accept('/api/site-users/account/invitation', token, 'another password 2');
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('invalid-token');
    expect(again.body.message).toBe('This link has expired or has already been used. Ask for a new one.');
    expect(await (await fetch(link)).text()).toContain('This invitation no longer works');

    const editor = await signIn(suite.server.baseUrl, 'new.editor@shop.test', 'the editor password');
    expect(editor.res.status).toBe(200);
    expect((await editor.account.merchant('GET', '/api/admin/content/website')).status).toBe(200);
    const list = await owner.merchant('GET', '/api/admin/users');
    expect((list.body.users as { email: string }[]).map((u) => u.email)).toContain('new.editor@shop.test');
    expect((list.body.invitations as { email: string }[]).map((i) => i.email)).not.toContain('new.editor@shop.test');
  });

  it('refuses an invitation for an existing account, a second pending one, a bad email or role', async () => {
    const owner = await confirmedOwner();
    const taken = await owner.merchant('POST', INVITE, { json: { email: VIEWER.email, roles: ['EDITOR'] } });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('account-exists');
    expect((await owner.merchant('POST', INVITE, { json: { email: 'twice@shop.test', roles: ['VIEWER'] } })).status).toBe(201);
    const twice = await owner.merchant('POST', INVITE, { json: { email: 'twice@shop.test', roles: ['VIEWER'] } });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('already-invited');
    const bad = await owner.merchant('POST', INVITE, { json: { email: 'nope', roles: ['OWNER'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['email', 'roles.0']);
    const none = await owner.merchant('POST', INVITE, { json: { email: 'x@shop.test', roles: [] } });
    expect(none.body.issues).toEqual([{ path: 'roles', message: 'Choose at least one role.' }]);
  });

  it('resends with a new link (the old one dies), revokes (the link dies), and refuses an expired link', async () => {
    const owner = await confirmedOwner();
    const invited = await owner.merchant('POST', INVITE, { json: { email: 'later@shop.test', roles: ['STORE_MANAGER'] } });
    const first = (await mailTo(suite.db, suite.server.baseUrl, 'user-invitation', 'later@shop.test')).link.searchParams.get('token') ?? '';
    const resent = await owner.merchant('POST', `${INVITE}/${invited.body.invitation.id as string}/resend`);
    expect(resent.status).toBe(200);
    const { link, count } = await mailTo(suite.db, suite.server.baseUrl, 'user-invitation', 'later@shop.test');
    expect(count).toBe(2);
    const second = link.searchParams.get('token') ?? '';
    expect(second).not.toBe(first);
    expect((await accept('/api/site-users/account/invitation', first, 'a good long password')).body.code).toBe('invalid-token');

    const revoked = await owner.merchant('DELETE', `${INVITE}/${invited.body.invitation.id as string}`);
    expect(revoked.status).toBe(200);
    expect((await owner.merchant('DELETE', `${INVITE}/${invited.body.invitation.id as string}`)).status).toBe(404);
    expect((await accept('/api/site-users/account/invitation', second, 'a good long password')).body.code).toBe('invalid-token');

    const old = await owner.merchant('POST', INVITE, { json: { email: 'expired@shop.test', roles: ['VIEWER'] } });
    const token = (await mailTo(suite.db, suite.server.baseUrl, 'user-invitation', 'expired@shop.test')).link.searchParams.get('token') ?? '';
    await suite.db.withStore((store) => store.db.updateTable('user_invitations').set({ expires_at: Date.now() - 1 }).where('id', '=', old.body.invitation.id).execute());
    const list = await owner.merchant('GET', '/api/admin/users');
    expect((list.body.invitations as { email: string; status: string }[]).find((i) => i.email === 'expired@shop.test')?.status).toBe('expired');
    const late = await accept('/api/site-users/account/invitation', token, 'a good long password');
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('invalid-token');
    const users = await suite.db.withStore((store) => store.db.selectFrom('site_users').select('email').execute());
    expect(users.map((u) => u.email)).not.toContain('expired@shop.test');
  });

  it('changes roles; refuses to leave no ADMIN and to remove yourself; a removed user is signed out', async () => {
    const owner = await confirmedOwner();
    const ownerId = await userId(OWNER.email);
    const viewerId = await userId(VIEWER.email);
    const viewer = await suite.as(VIEWER);

    const promoted = await owner.merchant('PUT', `/api/admin/users/${viewerId}/roles`, { json: { roles: ['STORE_MANAGER', 'EDITOR'] } });
    expect(promoted.status).toBe(200);
    expect(promoted.body.user).toMatchObject({ email: VIEWER.email, roles: ['STORE_MANAGER', 'EDITOR'] });
    expect((await viewer.merchant('GET', '/api/admin/store/inventory')).status).toBe(200);

    const lastAdmin = await owner.merchant('PUT', `/api/admin/users/${ownerId}/roles`, { json: { roles: ['VIEWER'] } });
    expect(lastAdmin.status).toBe(409);
    expect(lastAdmin.body.code).toBe('last-admin');
    expect(lastAdmin.body.message).toBe('The site must keep at least one administrator. Make someone else an administrator first.');
    const self = await owner.merchant('DELETE', `/api/admin/users/${ownerId}`);
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('You cannot remove your own account. Ask another administrator to do it.');
    expect((await owner.merchant('PUT', '/api/admin/users/nobody/roles', { json: { roles: ['VIEWER'] } })).status).toBe(404);
    expect((await owner.merchant('GET', '/api/admin/users')).body.users.find((u: { id: string }) => u.id === ownerId).roles).toEqual(['ADMIN']);

    const removed = await owner.merchant('DELETE', `/api/admin/users/${viewerId}`);
    expect(removed.status).toBe(200);
    expect((await viewer.merchant('GET', '/api/admin/store/inventory')).status).toBe(401);
    expect((await signIn(suite.server.baseUrl, VIEWER.email, VIEWER.password)).res.status).toBe(401);
    expect((await owner.merchant('DELETE', `/api/admin/users/${viewerId}`)).status).toBe(404);
  });

  it('records invitations, role changes and removals in the audit log with who, what and from where', async () => {
    const owner = await suite.as(OWNER);
    const log = await owner.merchant('GET', '/api/admin/audit?actor=owner%40shop.test');
    expect(log.status).toBe(200);
    const entries = log.body.entries as { action: string; target: string; actorEmail: string; address: string; route: string; status: number; device: string }[];
    const actions = entries.map((e) => e.action);
    for (const action of ['invitation-sent', 'invitation-resent', 'invitation-revoked', 'roles-changed', 'user-removed']) expect(actions).toContain(action);
    const removal = entries.find((e) => e.action === 'user-removed' && e.status === 200);
    expect(removal).toMatchObject({ actorEmail: OWNER.email, target: VIEWER.email, address: '127.0.0.1', route: '/api/admin/users/[id]' });
    expect(entries.find((e) => e.action === 'roles-changed' && e.status === 409)?.target).toContain('owner@shop.test');
    expect(entries.filter((e) => e.action === 'invitation-sent' && e.status === 201).map((e) => e.target)).toContain('new.editor@shop.test as EDITOR');
    expect(await outboxCount(suite.db, 'user-invitation')).toBe(5);
  });
});
