// POST /api/admin/account/two-step/confirm {code} → {recoveryCodes}: the authenticator's first code
// turns two-step verification on; the 10 single-use recovery codes are answered this once (only
// their hashes are kept). 400 `second-factor-invalid` for a wrong code, 409 when nothing waits.
import type { APIRoute } from 'astro';
import { confirmTwoStepSchema } from '../../../../../../domain/admin/two-step.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { adminOwnChange } from '../../../../../features/accounts/merchant-guard.js';
import { confirmEnrolment } from '../../../../../features/accounts/totp/enrolment.js';

export const prerender = false;

export const POST: APIRoute = handle(async (context) => {
  const { store, session, input } = await adminOwnChange(context, confirmTwoStepSchema);
  const recoveryCodes = await confirmEnrolment(store, session.user.id, input.code);
  return jsonResponse({ recoveryCodes }, 200, { 'cache-control': 'no-store' });
});
