// GET /api/site-users/account/me → {siteUserId, email, roles}: who the session cookie signs in
// (401 when nobody). Read by the sign-in page to pick where to go next.
import type { APIRoute } from 'astro';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { requireSession } from '../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { session } = await requireSession(context);
  return jsonResponse({ siteUserId: session.user.id, email: session.user.email, roles: session.user.roles }, 200, { 'cache-control': 'no-store' });
});
