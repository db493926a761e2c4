import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../site/db/passwords.js';
import { authenticateSiteUser, createSession, createSiteUser, deleteSession, findSession } from '../../../site/db/users.js';
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
    expect(found).toEqual({ id: expect.any(String), user, xsrfToken: session.xsrfToken, expires: session.expires, lastSeen: null });
    // The session's id is its stored key, never the cookie's token.
    expect(found?.id).not.toBe(session.token);
    expect(await findSession(temp.store, session.token, session.expires)).toBeUndefined();
    expect(await findSession(temp.store, 'forged')).toBeUndefined();
    await deleteSession(temp.store, session.token);
    expect(await findSession(temp.store, session.token)).toBeUndefined();
  });
});
