// PUT /api/admin/store/variants/{id}/stock {qtyInStock, unlimited, expected: {qtyInStock, unlimited}}
// → the variant's stock: set only if it is still what the edit was based on (409 stale-version
// otherwise, 404 for an unknown variant). Store area, write.
import type { APIRoute } from 'astro';
import { setVariantStock } from '../../../../../../db/index.js';
import { handle } from '../../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../../edge/json-response.js';
import { merchantChange } from '../../../../../../features/accounts/merchant-guard.js';
import { stockEdit } from '../../../../../../../domain/admin/store/inventory.js';

export const prerender = false;

export const PUT: APIRoute = handle(async (context) => {
  const { store, input } = await merchantChange(context, stockEdit, 'store');
  const variant = await setVariantStock(store, context.params['id'] ?? '', input);
  return jsonResponse({ id: variant.id, sku: variant.sku, qtyInStock: variant.qtyInStock, unlimited: variant.unlimited });
});
