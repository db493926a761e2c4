// GET /api/admin/store/shipping → {settings: {zones: [{id, name, places, rates}]}, version} (store
// area, read). PUT {settings, expectedVersion} → the same (store area, write): 400 naming the
// field, 409 stale-version.
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { readShippingSettings, saveShippingSettings } from '../../../../admin/store/shipping.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../../features/accounts/merchant-guard.js';
import { shippingSettings } from '../../../../../domain/commerce/shipping-zones.js';

export const prerender = false;

const save = z.object({
  settings: shippingSettings,
  expectedVersion: z.number({ required_error: 'is required', invalid_type_error: 'must be a number' }).int().min(0),
});

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, z.object({}), 'store');
  return jsonResponse(await readShippingSettings(store), 200, { 'cache-control': 'no-store' });
});

export const PUT: APIRoute = handle(async (context) => {
  const { store, input, session } = await merchantChange(context, save, 'store');
  return jsonResponse(await saveShippingSettings(store, input.settings, input.expectedVersion, session.user.email));
});
