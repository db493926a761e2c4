// DELETE /api/admin/session → {success}: closes the admin session (its row and its cookies). The
// admin's sign-out calls it, then the storefront's DELETE /api/site-users/account/session.
import type { APIRoute } from 'astro';
import { deleteSession } from '../../../../db/index.js';
import { clearAdminCookies } from '../../../../features/accounts/admin-cookies.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { requireAdmin } from '../../../../features/accounts/merchant-guard.js';
import { takeWriteLimit } from '../../../../edge/rate-limit.js';

export const prerender = false;

export const DELETE: APIRoute = handle(async (context) => {
  await takeWriteLimit(context);
  const { store, token } = await requireAdmin(context);
  await deleteSession(store, token);
  clearAdminCookies(context.cookies);
  return jsonResponse({ success: true });
});
