// GET /api/admin/store/inventory?q=&sort=name|stock|price&dir=asc|desc&page=N → InventoryPage:
// products matching the name or a SKU, 25 a page, each with its variants (store area, read).
import type { APIRoute } from 'astro';
import { inventory } from '../../../../admin/store/catalogue-admin.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantRead } from '../../../../features/accounts/merchant-guard.js';
import { inventoryQuery } from '../../../../../domain/admin/store/inventory.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store, input } = await merchantRead(context, inventoryQuery, 'store');
  return jsonResponse(await inventory(store, input));
});
