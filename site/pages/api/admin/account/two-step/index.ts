// The signed-in admin's own two-step verification (TOTP, site/features/accounts/totp/):
// GET → {enabled, pending, recoveryCodesLeft, available};
// POST {} → 201 {secret, otpauthUri}: a new secret waiting for its first code (password confirmed
// in the last 5 minutes, else 403 `reauth-required`; 409 while on; 503 without ADMIN_SECRET_KEY in
// production); DELETE → {enabled: false} (password confirmed likewise).
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { adminOwnChange, requireAdmin } from '../../../../../features/accounts/merchant-guard.js';
import { takeWriteLimit } from '../../../../../edge/rate-limit.js';
import { requireRecentAuth } from '../../../../../features/accounts/recent-auth.js';
import { siteWebsite } from '../../../../../server/store.js';
import { beginEnrolment, turnOff, twoStepState } from '../../../../../features/accounts/totp/enrolment.js';
import { readWebsiteSettings } from '../../../../../../domain/content/website-settings.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store, session } = await requireAdmin(context);
  return jsonResponse(await twoStepState(store, session.user.id), 200, { 'cache-control': 'no-store' });
});

export const POST: APIRoute = handle(async (context) => {
  const { store, session } = await adminOwnChange(context, z.object({}).strict());
  requireRecentAuth(session);
  const website = await siteWebsite();
  const issuer = readWebsiteSettings(website).siteTitle || 'Site admin';
  return jsonResponse(await beginEnrolment(store, session.user, issuer), 201, { 'cache-control': 'no-store' });
});

export const DELETE: APIRoute = handle(async (context) => {
  await takeWriteLimit(context);
  const { store, session } = await requireAdmin(context);
  requireRecentAuth(session);
  await turnOff(store, session.user.id);
  return jsonResponse({ enabled: false });
});
