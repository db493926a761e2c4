// GET /api/admin/entitlements → {entitlements, version}; PUT {entitlements, expectedVersion} →
// the same, saved (409 `stale-version` when someone saved in between). Area `settings`.
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { saveEntitlementsSchema } from '../../../../domain/admin/entitlements.js';
import { readEntitlements, saveEntitlements } from '../../../admin/entitlements.js';
import { handle } from '../../../edge/handle.js';
import { jsonResponse } from '../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, z.object({}).strict(), 'settings');
  return jsonResponse(await readEntitlements(store));
});

export const PUT: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, saveEntitlementsSchema, 'settings');
  return jsonResponse(await saveEntitlements(store, input.entitlements, input.expectedVersion, session.user.email));
});
