// DELETE /api/admin/digital-files/{productId}/{fileId} → 204: the file no longer goes with new
// orders (links already sent stop working too: their file is gone). Store area, write.
import type { APIRoute } from 'astro';
import { handle } from '../../../../../edge/handle.js';
import { merchantChange } from '../../../../../features/accounts/merchant-guard.js';
import { deleteDigitalFile } from '../../../../../features/digital-goods/digital-files-admin.js';

export const prerender = false;

export const DELETE: APIRoute = handle(async (context) => {
  const { store } = await merchantChange(context, undefined, 'store');
  await deleteDigitalFile(store, context.params['productId'] ?? '', context.params['fileId'] ?? '');
  return new Response(null, { status: 204 });
});
