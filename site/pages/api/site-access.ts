// POST /api/site-access {scope, password, returnTo?} (JSON with the crumb header, or the lock
// page's form post with its `crumb` field) → JSON {success, returnTo}, or for a form post 303 to
// returnTo. Refusals: 400 wrong-password / invalid-input, 429 too many attempts, 503 busy; a form
// post is sent back to its page with the message (access-flash.ts), the access cookie unchanged.
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { enteredPasswordSchema, isAccessScope, safeReturnPath } from '../../../domain/site-access/access.js';
import { ApiError } from '../../edge/api-error.js';
import { setAccessError } from '../../features/access/access-flash.js';
import { unlockScope } from '../../features/access/unlock.js';
import { handle } from '../../edge/handle.js';
import { jsonResponse } from '../../edge/json-response.js';
import { isFormPost, stateChange } from '../../edge/state-change.js';
import { validate } from '../../edge/validate.js';

export const prerender = false;

const unlockSchema = z.object({
  scope: z.string().refine(isAccessScope, 'The lock is not known.'),
  password: enteredPasswordSchema,
  returnTo: z.string().max(2000).optional(),
  crumb: z.string().optional(),
});

export const POST: APIRoute = handle(async (context) => {
  if (!isFormPost(context.request)) {
    const { input } = await stateChange(context, unlockSchema);
    if (!isAccessScope(input.scope)) throw new ApiError(400, 'invalid-input', 'The lock is not known.');
    await unlockScope(context, input.scope, input.password);
    return jsonResponse({ success: true, returnTo: safeReturnPath(input.returnTo) });
  }
  const { form } = await stateChange(context, undefined);
  const fields = Object.fromEntries(form ?? new URLSearchParams());
  const returnTo = safeReturnPath(fields['returnTo']);
  try {
    const input = validate(unlockSchema, fields);
    if (isAccessScope(input.scope)) await unlockScope(context, input.scope, input.password);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    setAccessError(context.cookies, error.status === 429 ? 'rate-limited' : fields['password'] ? 'wrong-password' : 'password-missing');
  }
  return context.redirect(returnTo, 303);
});
