// GET /api/admin/store/taxes → {enabled, settings: {rates: [{country, region, ratePercent}],
// pricesIncludeTax}, version} (store area, read). PUT {settings, expectedVersion} → the same
// (store area, write): 400 naming the field, 409 stale-version, 403 feature-unavailable while
// automatic tax is off.
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { readTaxSettings, saveTaxSettings } from '../../../../admin/store/taxes.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../../features/accounts/merchant-guard.js';
import { taxSettings } from '../../../../../domain/commerce/sales-tax.js';

export const prerender = false;

const save = z.object({
  settings: taxSettings,
  expectedVersion: z.number({ required_error: 'is required', invalid_type_error: 'must be a number' }).int().min(0),
});

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, z.object({}), 'store');
  return jsonResponse(await readTaxSettings(store), 200, { 'cache-control': 'no-store' });
});

export const PUT: APIRoute = handle(async (context) => {
  const { store, input, session } = await merchantChange(context, save, 'store');
  return jsonResponse(await saveTaxSettings(store, input.settings, input.expectedVersion, session.user.email));
});
