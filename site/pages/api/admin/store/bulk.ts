// GET /api/admin/store/bulk → {enabled}: whether the bulk manager is on (store area, read).
// POST {change, products: [{id, version, variants: [{id, qtyInStock, unlimited}]}]} → {products:
// [{id, version}]}: one change applied to every product in one transaction (store area, write);
// 403 feature-unavailable while the entitlement is off, 409 stale-version when a product changed
// since, 400 naming the field; nothing is written unless every product takes the change.
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { applyBulkChange, bulkStatus } from '../../../../admin/store/bulk-manager.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../../features/accounts/merchant-guard.js';
import { bulkApply } from '../../../../../domain/admin/store/bulk-change.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  await merchantRead(context, z.object({}), 'store');
  return jsonResponse(await bulkStatus());
});

export const POST: APIRoute = handle(async (context) => {
  const { store, input } = await merchantChange(context, bulkApply, 'store');
  return jsonResponse(await applyBulkChange(store, input));
});
