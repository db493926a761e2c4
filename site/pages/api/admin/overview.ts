// GET /api/admin/overview → AdminOverview: counts for the admin's first screen, limited to the
// areas the signed-in user may read (any admin role, with the session's X-XSRF-Token).
import type { APIRoute } from 'astro';
import { adminOverview } from '../../../admin/overview.js';
import { handle } from '../../../edge/handle.js';
import { jsonResponse } from '../../../edge/json-response.js';
import { requireAdmin } from '../../../features/accounts/merchant-guard.js';
import { siteWebsite } from '../../../server/store.js';
import { readWebsiteSettings } from '../../../../domain/content/website-settings.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store, session } = await requireAdmin(context);
  const website = await siteWebsite();
  const title = readWebsiteSettings(website).siteTitle || 'Site';
  return jsonResponse(await adminOverview(store, session, title));
});
