// POST /api/site-users/account/notifications/restock/send/all {sendRequests: [{productId, variantId}]}
// → {success, queued, skipped}: the send call for each request (merchant). Every request is checked first:
// one unknown variant answers 404 and nothing is queued.
import type { APIRoute } from 'astro';
import { sendAllRestockNotifications } from '../../../../../../../db/index.js';
import { sendAllSchema } from '../../../../../../../features/restock/restock-merchant-schemas.js';
import { handle } from '../../../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../../../edge/json-response.js';
import { merchantChange } from '../../../../../../../features/accounts/merchant-guard.js';
import { kickMailer } from '../../../../../../../mail/mailer.js';
import { assertVariants } from '../../../../../../../features/restock/restock-merchant.js';

export const prerender = false;

export const POST: APIRoute = handle(async (context) => {
  const { store, input } = await merchantChange(context, sendAllSchema);
  const requests = input.sendRequests.map((r) => ({ productId: r.productId, variantId: r.variantId }));
  await assertVariants(store, requests);
  const { queued, skipped } = await sendAllRestockNotifications(store, requests);
  kickMailer();
  return jsonResponse({ success: true, queued, skipped });
});
