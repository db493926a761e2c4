// POST /api/site-users/account/notifications/restock/send {productId, variantId} → {success, queued, skipped}:
// queues a restock email in the outbox for each sign-up of the variant not yet notified (merchant);
// none while the variant is at stock 0: `skipped` counts the sign-ups left waiting.
// 404 (nothing queued) when the variant is not one of the product's.
import type { APIRoute } from 'astro';
import { sendRestockNotifications } from '../../../../../../db/index.js';
import { sendSchema } from '../../../../../../features/restock/restock-merchant-schemas.js';
import { handle } from '../../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../../edge/json-response.js';
import { merchantChange } from '../../../../../../features/accounts/merchant-guard.js';
import { kickMailer } from '../../../../../../mail/mailer.js';
import { assertVariants } from '../../../../../../features/restock/restock-merchant.js';

export const prerender = false;

export const POST: APIRoute = handle(async (context) => {
  const { store, input } = await merchantChange(context, sendSchema);
  const request = { productId: input.productId, variantId: input.variantId };
  await assertVariants(store, [request]);
  const { queued, skipped } = await sendRestockNotifications(store, request);
  kickMailer();
  return jsonResponse({ success: true, queued, skipped });
});
