// POST /api/admin/session/reauth {password, code?} → {reauthenticatedUntil}: confirms the signed-in
// admin's password (and second factor when on) so the sensitive calls guarded by
// `requireRecentAuth` (site/features/accounts/recent-auth.ts) pass for the next 5 minutes. 403
// `wrong-password`, `second-factor-required`, `second-factor-invalid`; 429 from the sign-in throttle.
import type { APIRoute } from 'astro';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { reauthenticate } from '../../../../features/accounts/reauthenticate.js';

export const prerender = false;

export const POST: APIRoute = handle(async (context) => {
  const { until } = await reauthenticate(context);
  return jsonResponse({ reauthenticatedUntil: new Date(until).toISOString() });
});
