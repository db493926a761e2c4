// POST /api/admin/users/invitations {email, roles} → 201 {invitation}: invites by email; the
// message with the single-use link (7 days) goes through the mail outbox. 409 when the email has
// an account or a pending invitation. ADMIN only.
import type { APIRoute } from 'astro';
import { inviteSchema } from '../../../../../../domain/admin/user-admin.js';
import { createInvitation } from '../../../../../db/index.js';
import { kickMailer } from '../../../../../mail/mailer.js';
import { userRefusal } from '../../../../../features/accounts/user-refusals.js';
import { AUDIT_ACTIONS, describeAudit } from '../../../../../features/accounts/audit.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { accountChange } from '../../../../../features/accounts/owner-guard.js';

export const prerender = false;

export const POST: APIRoute = handle(async (context) => {
  const { store, session, input } = await accountChange(context, 'owner', inviteSchema);
  describeAudit(context, { action: AUDIT_ACTIONS.invite, target: `${input.email} as ${input.roles.join(', ')}` });
  const outcome = await createInvitation(store, { email: input.email, roles: input.roles, invitedBy: session.user.email });
  if (!outcome.ok) throw userRefusal(outcome.reason);
  kickMailer();
  return jsonResponse({ invitation: { ...outcome.sent.invitation, status: 'pending' } }, 201);
});
