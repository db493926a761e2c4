import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../site/db/passwords.js';
import {
  beginTotpEnrolment, disableTotp, enableTotp, readTotp, recoveryCodesLeft, takeTotpStep, useRecoveryCode,
} from '../../../site/db/admin-totp.js';
import {
  authenticateSiteUser, checkUserPassword, createSession, createSiteUser, deleteSession, findSession, markReauthenticated,
} from '../../../site/db/users.js';
import { tempStore, type TempStore } from './temp-store.js';

let temp: TempStore;
beforeEach(async () => {
  temp = await tempStore();
});
afterEach(() => temp.dispose());

describe('site users', () => {
  it('hash passwords with scrypt and a salt', async () => {
    const a = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(await hashPassword('correct horse'));
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct hors', a)).toBe(false);
    expect(await verifyPassword('x', 'plain')).toBe(false);
  });

  it('log in by email and password, case-insensitively on the email, with roles', async () => {
    await createSiteUser(temp.store, { email: 'Owner@Shop.test', password: 's3cret!', roles: ['ADMIN', 'STORE_MANAGER'] });
    await expect(createSiteUser(temp.store, { email: 'owner@shop.test', password: 'x', roles: [] })).rejects.toThrow();
    expect(await authenticateSiteUser(temp.store, ' owner@shop.TEST ', 's3cret!')).toMatchObject({ email: 'owner@shop.test', roles: ['ADMIN', 'STORE_MANAGER'] });
    expect(await authenticateSiteUser(temp.store, 'owner@shop.test', 'wrong')).toBeUndefined();
    expect(await authenticateSiteUser(temp.store, 'nobody@shop.test', 's3cret!')).toBeUndefined();
  });

  it('sessions carry an xsrf token, expire and end on logout', async () => {
    const user = await createSiteUser(temp.store, { email: 'ed@shop.test', password: 'pw', roles: ['EDITOR'] });
    const session = await createSession(temp.store, user.id, 60_000);
    const found = await findSession(temp.store, session.token);
    expect(found).toEqual({ id: expect.any(String), user, xsrfToken: session.xsrfToken, expires: session.expires, lastSeen: null, scope: 'site', reauthAt: null });
    // The session's id is its stored key, never the cookie's token.
    expect(found?.id).not.toBe(session.token);
    expect(await findSession(temp.store, session.token, session.expires)).toBeUndefined();
    expect(await findSession(temp.store, 'forged')).toBeUndefined();
    await deleteSession(temp.store, session.token);
    expect(await findSession(temp.store, session.token)).toBeUndefined();
  });

  it('an admin session is told from a storefront one, and re-authentication stamps that session only', async () => {
    const user = await createSiteUser(temp.store, { email: 'ad@shop.test', password: 'the password', roles: ['ADMIN'] });
    const site = await createSession(temp.store, user.id, 60_000);
    const admin = await createSession(temp.store, user.id, 60_000, undefined, 'admin');
    expect((await findSession(temp.store, admin.token))?.scope).toBe('admin');
    await markReauthenticated(temp.store, admin.token, 1234);
    expect((await findSession(temp.store, admin.token))?.reauthAt).toBe(1234);
    expect((await findSession(temp.store, site.token))?.reauthAt).toBeNull();
    expect(await checkUserPassword(temp.store, user.id, 'the password')).toBe(true);
    expect(await checkUserPassword(temp.store, user.id, 'not it')).toBe(false);
    expect(await checkUserPassword(temp.store, 'no-such-user', 'the password')).toBe(false);
  });

  it('two-step verification: one enrolment at a time, a step taken once, recovery codes used once', async () => {
    const user = await createSiteUser(temp.store, { email: 'tw@shop.test', password: 'pw', roles: ['ADMIN'] });
    expect(await beginTotpEnrolment(temp.store, user.id, 'sealed-1')).toBe(true);
    expect(await beginTotpEnrolment(temp.store, user.id, 'sealed-2')).toBe(true);
    expect(await readTotp(temp.store, user.id)).toEqual({ sealedSecret: 'sealed-2', enabled: false, lastStep: 0 });
    expect(await takeTotpStep(temp.store, user.id, 100)).toBe(true);
    expect(await takeTotpStep(temp.store, user.id, 100)).toBe(false);
    expect(await takeTotpStep(temp.store, user.id, 99)).toBe(false);
    await enableTotp(temp.store, user.id, ['h1', 'h2']);
    expect(await beginTotpEnrolment(temp.store, user.id, 'sealed-3')).toBe(false);
    expect(await readTotp(temp.store, user.id)).toEqual({ sealedSecret: 'sealed-2', enabled: true, lastStep: 100 });
    expect(await useRecoveryCode(temp.store, user.id, 'h1')).toBe(true);
    expect(await useRecoveryCode(temp.store, user.id, 'h1')).toBe(false);
    expect(await useRecoveryCode(temp.store, user.id, 'unknown')).toBe(false);
    expect(await recoveryCodesLeft(temp.store, user.id)).toBe(1);
    await disableTotp(temp.store, user.id);
    expect(await readTotp(temp.store, user.id)).toBeUndefined();
    expect(await recoveryCodesLeft(temp.store, user.id)).toBe(0);
  });
});
