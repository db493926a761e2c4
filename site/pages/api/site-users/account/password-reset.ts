// POST /api/site-users/account/password-reset {email, captcha?} → 202 {message}: the same answer
// whether or not the email has an account, given as soon as the email is looked up; when it has
// one, the single-use link (an hour) is then written and mailed through the outbox, so the answer
// takes as long either way. When the site has a captcha key, `captcha` (the token of the purpose
// `password-reset`) is checked first, before the limits and before the email is looked up, so a
// refusal (400 "Complete CAPTCHA before submitting.") is the same for any email and uses up none of
// its requests. Limited per client address and per email (429). Crumb as every change.
import type { APIRoute } from 'astro';
import { resetRequestSchema } from '../../../../../domain/admin/user-admin.js';
import { findSiteUserByEmail, issuePasswordReset } from '../../../../db/index.js';
import { kickMailer } from '../../../../mail/mailer.js';
import { takeResetLimits } from '../../../../features/accounts/reset-limit.js';
import { AUDIT_ACTIONS, describeAudit } from '../../../../features/accounts/audit.js';
import { assertCaptcha } from '../../../../features/captcha/captcha.js';
import { handle } from '../../../../edge/handle.js';
import { requestLog } from '../../../../edge/log.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { accountStore } from '../../../../features/accounts/merchant-user.js';
import { stateChange } from '../../../../edge/state-change.js';

export const prerender = false;

export const RESET_SENT_MESSAGE = 'If an account uses this email, we have sent it a link to choose a new password. The link works once, for an hour.';

export const POST: APIRoute = handle(async (context) => {
  const { input } = await stateChange(context, resetRequestSchema);
  await assertCaptcha(context, { required: true, purpose: 'password-reset', token: input.captcha });
  await takeResetLimits(context, input.email);
  const store = await accountStore();
  const user = await findSiteUserByEmail(store, input.email);
  if (user) {
    describeAudit(context, { action: AUDIT_ACTIONS.resetRequested, target: user.email, actor: null });
    issuePasswordReset(store, user).then(kickMailer, (error: unknown) => {
      requestLog(context.locals.requestId).error({ err: error }, 'password reset not issued');
    });
  }
  return jsonResponse({ message: RESET_SENT_MESSAGE }, 202);
});
