// GET /api/admin/store/shipping → {settings: {zones: [{id, name, places, rates}]}, version,
// currencyCode} (store area, read): amounts as typed in the store currency ("500" in JPY, "5.00"
// in USD). PUT {settings, expectedVersion} → the same (store area, write): 400 naming the field
// (an amount the store currency cannot hold names its decimals), 409 stale-version.
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { readShippingSettings, saveShippingSettings } from '../../../../admin/store/shipping.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../../features/accounts/merchant-guard.js';
import { storeCurrency } from '../../../../server/store.js';
import { shippingSettingsIn } from '../../../../../domain/commerce/shipping-zones.js';

export const prerender = false;

const saveIn = (currency: string) =>
  z.object({
    settings: shippingSettingsIn(currency),
    expectedVersion: z.number({ required_error: 'is required', invalid_type_error: 'must be a number' }).int().min(0),
  });

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, z.object({}), 'store');
  return jsonResponse(await readShippingSettings(store, await storeCurrency()), 200, { 'cache-control': 'no-store' });
});

export const PUT: APIRoute = handle(async (context) => {
  const currency = await storeCurrency();
  const { store, input, session } = await merchantChange(context, saveIn(currency), 'store');
  return jsonResponse(await saveShippingSettings(store, input.settings, currency, input.expectedVersion, session.user.email));
});
