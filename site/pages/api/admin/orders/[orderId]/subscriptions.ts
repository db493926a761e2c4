// GET /api/admin/orders/{orderId}/subscriptions → {subscriptions}: the subscriptions the order
//   started or the one it renews (period, payments, next payment, why a renewal failed) (store area, read).
// POST … {subscriptionId} → {subscriptions}: the shop cancels one (store area, write): no more
//   renewals, the shopper is emailed; 409 when it is already cancelled or completed.
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { readWebsiteSettings } from '../../../../../../domain/content/website-settings.js';
import type { SubscriptionView } from '../../../../../../domain/commerce/subscription-view.js';
import { requireOrder } from '../../../../../admin/orders/order-detail.js';
import { subscriptionsOfOrder } from '../../../../../db/subscriptions.js';
import type { Store } from '../../../../../db/index.js';
import { ApiError } from '../../../../../edge/api-error.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../../../features/accounts/merchant-guard.js';
import { cancelSubscription } from '../../../../../features/subscriptions/cancel-subscription.js';
import { subscriptionView } from '../../../../../features/subscriptions/subscription-view.js';
import { kickMailer } from '../../../../../mail/mailer.js';
import { siteWebsite } from '../../../../../server/store.js';

export const prerender = false;

async function views(store: Store, orderId: string): Promise<{ subscriptions: SubscriptionView[] }> {
  const zone = readWebsiteSettings(await siteWebsite()).timeZone;
  return { subscriptions: (await subscriptionsOfOrder(store.db, orderId)).map((s) => subscriptionView(s, zone)) };
}

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, z.object({}).strict(), 'store');
  const order = await requireOrder(store, context.params['orderId'] ?? '');
  return jsonResponse(await views(store, order.id), 200, { 'cache-control': 'no-store' });
});

const cancelBody = z.object({ subscriptionId: z.string().regex(/^[0-9a-f]{24}$/, 'The subscription id is not valid.') }).strict();

export const POST: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, cancelBody, 'store');
  const order = await requireOrder(store, context.params['orderId'] ?? '');
  const mine = (await subscriptionsOfOrder(store.db, order.id)).find((s) => s.id === input.subscriptionId);
  if (!mine) throw new ApiError(404, 'unknown-subscription', 'That subscription does not belong to this order.');
  await cancelSubscription(store, mine.id, { kind: 'shop', email: session.user.email }, undefined, Date.now());
  kickMailer();
  return jsonResponse(await views(store, order.id));
});
