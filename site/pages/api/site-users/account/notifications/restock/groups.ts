// GET /api/site-users/account/notifications/restock/groups?cursor= → {signUpGroups, hasNextPage,
// nextPageCursor}: the variants with restock sign-ups (merchant: ADMIN or STORE_MANAGER, with the
// session's X-XSRF-Token). Each group: productId, variantId, sku, productName, pendingCount, totalCount.
import type { APIRoute } from 'astro';
import { listRestockGroups } from '../../../../../../db/index.js';
import { groupsQuerySchema } from '../../../../../../features/restock/restock-merchant-schemas.js';
import { handle } from '../../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../../edge/json-response.js';
import { merchantRead } from '../../../../../../features/accounts/merchant-guard.js';
import { withCursor } from '../../../../../../features/restock/restock-merchant.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store, input } = await merchantRead(context, groupsQuerySchema);
  return jsonResponse(await withCursor(() => listRestockGroups(store, { cursor: input.cursor })));
});
