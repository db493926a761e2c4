import type { CookieReader } from '../edge/cookie-jar.js';
import { mayEnterAdmin } from '../../domain/admin/permissions.js';
import { findSession, type SiteSession } from '../db/index.js';
import { readAdminToken } from '../features/accounts/admin-cookies.js';
import { accountStore } from '../features/accounts/merchant-user.js';

export type AdminEntry =
  | { kind: 'signed-out' }
  | { kind: 'refused'; session: SiteSession }
  | { kind: 'admin'; session: SiteSession };

/**
 * Who asks for an admin page, by the admin session (`admin-cookies.ts`): nobody signed in to the
 * admin, a user whose roles do not open it, or a user it opens for.
 */
export async function adminEntry(cookies: CookieReader): Promise<AdminEntry> {
  const token = readAdminToken(cookies);
  const session = token === undefined ? undefined : await findSession(await accountStore(), token);
  if (!session || session.scope !== 'admin') return { kind: 'signed-out' };
  return mayEnterAdmin(session.user.roles) ? { kind: 'admin', session } : { kind: 'refused', session };
}

/** A path to go to after signing in: only a path of this site, never another origin. */
export function safeNextPath(value: string | null): string | undefined {
  if (value === null || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  return /^[\x21-\x7e]{1,2000}$/.test(value) ? value : undefined;
}
