// POST /api/admin/users/invitations/{id}/resend → {invitation}: a new link (the old one stops
// working) valid 7 days from now, mailed again. 404 when it is not pending. ADMIN only.
import type { APIRoute } from 'astro';
import { resendInvitation } from '../../../../../../db/index.js';
import { kickMailer } from '../../../../../../mail/mailer.js';
import { userRefusal } from '../../../../../../features/accounts/user-refusals.js';
import { AUDIT_ACTIONS, describeAudit } from '../../../../../../features/accounts/audit.js';
import { handle } from '../../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../../edge/json-response.js';
import { accountChange } from '../../../../../../features/accounts/owner-guard.js';

export const prerender = false;

export const POST: APIRoute = handle(async (context) => {
  const { store } = await accountChange(context, 'owner', undefined);
  const outcome = await resendInvitation(store, context.params['id'] ?? '');
  describeAudit(context, { action: AUDIT_ACTIONS.inviteResent, target: outcome.ok ? outcome.sent.invitation.email : (context.params['id'] ?? null) });
  if (!outcome.ok) throw userRefusal(outcome.reason);
  kickMailer();
  return jsonResponse({ invitation: { ...outcome.sent.invitation, status: 'pending' } });
});
