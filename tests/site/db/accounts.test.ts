// The accounts' data on SQLite and PostgreSQL: roles and removals never leave the site without an
// ADMIN (also when two run at once); invitation and reset tokens work once, until they expire, and
// are stored only as digests; the audit log pages by cursor with its filters and is swept.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  acceptInvitation, appendAudit, completePasswordReset, createInvitation, createSession, createSiteUser, endOtherSessions, endUserSession, findSession,
  issuePasswordReset, listUserSessions, pageAudit, removeSiteUser, setUserRoles, sweepAudit,
} from '../../../site/db/index.js';
import { tempStore, type TempStore } from './temp-store.js';

let temp: TempStore;
beforeEach(async () => {
  temp = await tempStore();
});
afterEach(() => temp.dispose());

const client = { address: '203.0.113.9', userAgent: 'Mozilla/5.0 Firefox/133.0' };

describe('users and roles', () => {
  it('refuse to leave no ADMIN, by a role change or a removal, even two at once', async () => {
    const a = await createSiteUser(temp.store, { email: 'a@shop.test', password: 'pw', roles: ['ADMIN'] });
    const b = await createSiteUser(temp.store, { email: 'b@shop.test', password: 'pw', roles: ['ADMIN'] });
    const outcomes = await Promise.all([setUserRoles(temp.store, a.id, ['VIEWER']), removeSiteUser(temp.store, b.id)]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok).map((o) => (o.ok ? '' : o.reason))).toEqual(['last-admin']);
    const remaining = await temp.store.db.selectFrom('site_users').select('roles').execute();
    expect(remaining.filter((r) => r.roles.includes('ADMIN'))).toHaveLength(1);
    expect(await setUserRoles(temp.store, 'nobody', ['ADMIN'])).toEqual({ ok: false, reason: 'unknown-user' });
  });

  it('a removal takes the user\'s sessions with it; ending other sessions keeps this one', async () => {
    await createSiteUser(temp.store, { email: 'a@shop.test', password: 'pw', roles: ['ADMIN'] });
    const b = await createSiteUser(temp.store, { email: 'b@shop.test', password: 'pw', roles: ['EDITOR'] });
    const one = await createSession(temp.store, b.id, 60_000, client);
    const two = await createSession(temp.store, b.id, 60_000, client);
    const listed = await listUserSessions(temp.store, b.id);
    expect(listed.map((s) => s.address)).toEqual([client.address, client.address]);
    const keep = await findSession(temp.store, one.token);
    expect(await endOtherSessions(temp.store, b.id, keep?.id)).toBe(1);
    expect(await findSession(temp.store, two.token)).toBeUndefined();
    expect((await removeSiteUser(temp.store, b.id)).ok).toBe(true);
    expect(await findSession(temp.store, one.token)).toBeUndefined();
  });

  it('a sign-in\'s two sessions (storefront and admin) are one entry, ended and kept together', async () => {
    const b = await createSiteUser(temp.store, { email: 'b@shop.test', password: 'pw', roles: ['EDITOR'] });
    const signIn = async () => {
      const site = await createSession(temp.store, b.id, 60_000, client);
      const admin = await createSession(temp.store, b.id, 60_000, client, 'admin', site.id);
      return { site, admin };
    };
    const here = await signIn();
    const there = await signIn();
    const third = await signIn();
    const alone = await createSession(temp.store, b.id, 60_000, client);
    const listed = await listUserSessions(temp.store, b.id);
    expect(listed.map((s) => s.id).sort()).toEqual([here.admin.id, there.admin.id, third.admin.id, alone.id].sort());

    // Ending one entry by its (admin) id ends both sessions of that sign-in, nothing else.
    expect(await endUserSession(temp.store, b.id, there.admin.id)).toBe(true);
    expect(await findSession(temp.store, there.admin.token)).toBeUndefined();
    expect(await findSession(temp.store, there.site.token)).toBeUndefined();
    expect(await findSession(temp.store, here.site.token)).toBeDefined();
    expect(await endUserSession(temp.store, b.id, there.admin.id)).toBe(false);

    // All others: counted per sign-in; this sign-in keeps both its sessions.
    expect(await endOtherSessions(temp.store, b.id, here.admin.id)).toBe(2);
    for (const gone of [third.site, third.admin, alone]) expect(await findSession(temp.store, gone.token)).toBeUndefined();
    expect(await findSession(temp.store, here.site.token)).toBeDefined();
    expect(await findSession(temp.store, here.admin.token)).toBeDefined();
    expect((await listUserSessions(temp.store, b.id)).map((s) => s.id)).toEqual([here.admin.id]);
  });
});

describe('invitation and reset tokens', () => {
  it('an invitation is accepted once, with its roles; an expired one never', async () => {
    const sent = await createInvitation(temp.store, { email: 'New@Shop.test', roles: ['EDITOR'], invitedBy: 'a@shop.test' });
    if (!sent.ok) throw new Error(sent.reason);
    const stored = await temp.store.db.selectFrom('user_invitations').select('token_hash').executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(sent.sent.token);
    const outbox = await temp.store.db.selectFrom('notification_outbox').select(['kind', 'recipient']).execute();
    expect(outbox).toEqual([{ kind: 'user-invitation', recipient: 'new@shop.test' }]);
    const [first, second] = await Promise.all([
      acceptInvitation(temp.store, sent.sent.token, 'a long password'),
      acceptInvitation(temp.store, sent.sent.token, 'another long one'),
    ]);
    expect([first.ok, second.ok].sort()).toEqual([false, true]);
    expect((await temp.store.db.selectFrom('site_users').select(['email', 'roles']).execute())).toEqual([{ email: 'new@shop.test', roles: '["EDITOR"]' }]);

    const late = await createInvitation(temp.store, { email: 'late@shop.test', roles: ['VIEWER'], invitedBy: 'a@shop.test' }, Date.now() - 8 * 24 * 3600_000);
    if (!late.ok) throw new Error(late.reason);
    expect(await acceptInvitation(temp.store, late.sent.token, 'a long password')).toEqual({ ok: false, reason: 'invalid-token' });
  });

  it('a reset sets the password once, ends every session, and only the newest link works', async () => {
    const user = await createSiteUser(temp.store, { email: 'r@shop.test', password: 'old password', roles: ['VIEWER'] });
    const session = await createSession(temp.store, user.id, 60_000, client);
    const older = await issuePasswordReset(temp.store, user);
    const newer = await issuePasswordReset(temp.store, user);
    expect(await completePasswordReset(temp.store, older.token, 'new password 1')).toBeUndefined();
    expect(await completePasswordReset(temp.store, newer.token, 'new password 1')).toEqual({ userId: user.id, email: 'r@shop.test', sessionsEnded: 1 });
    expect(await findSession(temp.store, session.token)).toBeUndefined();
    expect(await completePasswordReset(temp.store, newer.token, 'new password 2')).toBeUndefined();
  });
});

describe('the audit log', () => {
  it('pages newest first by cursor, filters by actor (or the account a sign-in failed on), action and time, and is swept', async () => {
    const base = { actorId: null, target: null, method: 'POST', route: '/api/admin/x', status: 200, address: '127.0.0.1', userAgent: 'curl/8' };
    for (let i = 0; i < 7; i += 1) await appendAudit(temp.store, { ...base, actorEmail: 'a@shop.test', action: 'admin-write' }, 1_000 + i);
    await appendAudit(temp.store, { ...base, actorEmail: null, action: 'sign-in-failed', target: 'a@shop.test', status: 401 }, 2_000);
    const first = await pageAudit(temp.store, { limit: 5 });
    expect(first.items.map((e) => e.at)).toEqual([2_000, 1_006, 1_005, 1_004, 1_003]);
    const rest = await pageAudit(temp.store, { limit: 5, cursor: first.nextPageCursor ?? '' });
    expect(rest.items.map((e) => e.at)).toEqual([1_002, 1_001, 1_000]);
    expect(rest.hasNextPage).toBe(false);
    expect((await pageAudit(temp.store, { limit: 50, actor: 'a@shop.test' })).items).toHaveLength(8);
    expect((await pageAudit(temp.store, { limit: 50, action: 'sign-in-failed' })).items.map((e) => e.target)).toEqual(['a@shop.test']);
    expect((await pageAudit(temp.store, { limit: 50, from: 1_003, to: 1_005 })).items.map((e) => e.at)).toEqual([1_004, 1_003]);
    expect(await sweepAudit(temp.store, 1_000, 2_500)).toBe(7);
    expect((await pageAudit(temp.store, { limit: 50 })).items).toHaveLength(1);
  });
});
