// GET /api/admin/custom-code → the approvals of custom code, the site's third-party code with who
// set it and when, and whether the user may approve (area settings, read).
// PUT { expectedVersion, codeInjection, adPixel, codeVersion, adPixelUrl } → the same, saved: ADMIN
// only (403 otherwise), 409 when the code, the pixel's address or the setting changed since.
import type { APIRoute } from 'astro';
import { saveCustomCodeSchema } from '../../../../domain/admin/custom-code.js';
import { customCodeView, mayApproveCustomCode, saveApprovals } from '../../../admin/custom-code.js';
import { noQuery } from '../../../admin/content/requests.js';
import { handle } from '../../../edge/handle.js';
import { jsonResponse } from '../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../features/accounts/merchant-guard.js';
import { requireRecentAuth } from '../../../features/accounts/recent-auth.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store, session } = await merchantRead(context, noQuery, 'settings');
  return jsonResponse(await customCodeView(store, session.user.roles));
});

export const PUT: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, saveCustomCodeSchema, 'settings');
  // Allowing custom code asks for the ADMIN's password again (withdrawing it does not).
  if (mayApproveCustomCode(session.user.roles) && (input.codeInjection || input.adPixel)) requireRecentAuth(session);
  return jsonResponse(await saveApprovals(store, input, session.user));
});
