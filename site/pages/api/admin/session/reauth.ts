// POST /api/admin/session/reauth {password, code?} → {reauthenticatedUntil}: confirms the signed-in
// admin's password (and second factor when on) so the sensitive calls guarded by
// `requireRecentAuth` (site/server/recent-auth.ts) pass for the next 5 minutes. 403
// `wrong-password`, `second-factor-required`, `second-factor-invalid`; 429 from the sign-in throttle.
import type { APIRoute } from 'astro';
import { handle } from '../../../../server/handle.js';
import { jsonResponse } from '../../../../server/json-response.js';
import { reauthenticate } from '../../../../server/reauthenticate.js';

export const prerender = false;

export const POST: APIRoute = handle(async (context) => {
  const { until } = await reauthenticate(context);
  return jsonResponse({ reauthenticatedUntil: new Date(until).toISOString() });
});
