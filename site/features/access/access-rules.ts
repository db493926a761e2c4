/**
 * The locks as page requests read them: the stored secrets, read again only when the content
 * state's key changes (every write of `site-access` changes it), so an unlocked site costs no
 * query per page.
 */
import type { CookieReader } from '../../edge/cookie-jar.js';
import { mayEnterAdmin } from '../../../domain/admin/permissions.js';
import { storefrontSession } from '../accounts/storefront-session.js';
import type { Store } from '../../db/index.js';
import { SESSION_COOKIE } from '../accounts/site-session.js';
import { locksOf, readAccessSecrets, type AccessSecrets } from './access-store.js';
import type { AccessLocks } from '../../../domain/site-access/access.js';

let kept: { key: string; read: Promise<{ secrets: AccessSecrets; locks: AccessLocks }> } | undefined;

export function accessRules(store: Store, contentKey: string): Promise<{ secrets: AccessSecrets; locks: AccessLocks }> {
  if (kept?.key !== contentKey) {
    const read = readAccessSecrets(store).then((secrets) => ({ secrets, locks: locksOf(secrets) }));
    const entry = { key: contentKey, read };
    kept = entry;
    read.catch(() => {
      if (kept === entry) kept = undefined;
    });
  }
  return kept.read;
}

/**
 * Signed-in admins see the site as it is, locks or not: by the storefront session their sign-in
 * also opened (the admin cookies never reach the storefront's pages).
 */
export async function isSignedInAdmin(cookies: CookieReader): Promise<boolean> {
  if (!cookies.has(SESSION_COOKIE)) return false;
  const session = await storefrontSession(cookies);
  return session !== undefined && mayEnterAdmin(session.user.roles);
}
