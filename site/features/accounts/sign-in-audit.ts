import type { APIContext } from 'astro';
import { findSiteUserByEmail, noteSignIn, type SiteUser, type Store } from '../../db/index.js';
import { AUDIT_ACTIONS, describeAudit } from './audit.js';

/**
 * The audit entries of signing in and out (written by audit-middleware.ts with the answer's
 * status). A failed sign-in is recorded against the account it named, when there is one (a
 * guessed email that has no account is not: the sign-in throttle counts those).
 */
export async function auditSignIn(context: APIContext, store: Store, user: SiteUser): Promise<void> {
  await noteSignIn(store, user.id);
  describeAudit(context, { action: AUDIT_ACTIONS.signIn, target: user.email, actor: { id: user.id, email: user.email } });
}

export async function auditSignInFailed(context: APIContext, store: Store, email: string): Promise<void> {
  const account = await findSiteUserByEmail(store, email);
  if (account) describeAudit(context, { action: AUDIT_ACTIONS.signInFailed, target: account.email, actor: null });
}

export function auditSignOut(context: APIContext, user: SiteUser): void {
  describeAudit(context, { action: AUDIT_ACTIONS.signOut, target: user.email, actor: { id: user.id, email: user.email } });
}
