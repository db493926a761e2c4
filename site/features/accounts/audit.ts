import type { APIContext } from 'astro';
import { clientAddress } from '../../edge/client-address.js';

/**
 * What the audit log is told about a request while it runs: the guard names the actor
 * (`noteAuditActor`, merchant-guard.ts), an endpoint names what it did when the method and route
 * say too little (`describeAudit`), and `recordAudit` (audit-middleware.ts) writes one entry per
 * change with the answer's status once the endpoint has answered.
 */
export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditAction {
  action: string;
  target: string | null;
  /** The actor when the guard never ran (a sign-in, a reset: the account concerned). */
  actor?: AuditActor | null;
}

/** The action of a change no endpoint named: its method and route are the entry. */
export const GENERIC_ACTION = 'admin-write';

/** The audit log's actions, for the screen's filter and the endpoints naming theirs. */
export const AUDIT_ACTIONS = {
  signIn: 'sign-in',
  signInFailed: 'sign-in-failed',
  signOut: 'sign-out',
  invite: 'invitation-sent',
  inviteResent: 'invitation-resent',
  inviteRevoked: 'invitation-revoked',
  inviteAccepted: 'invitation-accepted',
  rolesChanged: 'roles-changed',
  userRemoved: 'user-removed',
  passwordChanged: 'password-changed',
  resetRequested: 'password-reset-requested',
  passwordReset: 'password-reset',
  sessionRevoked: 'session-revoked',
  otherSessionsRevoked: 'other-sessions-revoked',
  apiKeyCreated: 'api-key-created',
  apiKeyRevoked: 'api-key-revoked',
} as const;

type Context = Pick<APIContext, 'locals'>;

export function noteAuditActor(context: Context, actor: AuditActor): void {
  context.locals.auditActor = { id: actor.id, email: actor.email };
}

export function describeAudit(context: Context, action: AuditAction): void {
  context.locals.auditAction = action;
}

/** The client as the log and the sessions list record it: its address (client-address.ts) and user agent. */
export function requestClient(context: Pick<APIContext, 'request' | 'locals' | 'clientAddress'>): { address: string; userAgent: string } {
  return { address: clientAddress(context), userAgent: (context.request.headers.get('user-agent') ?? '').slice(0, 500) };
}
