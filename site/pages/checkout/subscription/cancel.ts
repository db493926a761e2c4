// POST /checkout/subscription/cancel (the shopper's order page: crumb, orderId, subscriptionId, and
// the page's own proof: the email's signed link `t`, or the cartToken it was bought with) → the
// subscription cancelled (no more renewals; emails to the shopper and the shop), then 303 back to
// the order page, which shows it cancelled. Only someone who may see the order may cancel its
// subscription: anyone else gets 404, as for the order page. A JSON call answers the subscription.
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { ApiError } from '../../../edge/api-error.js';
import { handle } from '../../../edge/handle.js';
import { jsonResponse } from '../../../edge/json-response.js';
import { stateChange } from '../../../edge/state-change.js';
import { validate } from '../../../edge/validate.js';
import { cartTokenSchema, orderIdSchema } from '../../../features/checkout/order-schemas.js';
import { visitorOrder } from '../../../features/checkout/checkout.js';
import { cancelSubscription } from '../../../features/subscriptions/cancel-subscription.js';
import { subscriptionView } from '../../../features/subscriptions/subscription-view.js';
import { subscriptionsOfOrder } from '../../../db/subscriptions.js';
import { kickMailer } from '../../../mail/mailer.js';
import { apiStore, siteWebsite } from '../../../server/store.js';
import { siteInfo } from '../../../server/site-info.js';
import { readWebsiteSettings } from '../../../../domain/content/website-settings.js';

export const prerender = false;

const cancelSchema = z
  .object({
    crumb: z.string().max(100).optional(),
    orderId: orderIdSchema,
    subscriptionId: z.string().regex(/^[0-9a-f]{24}$/, 'The subscription id is not valid.'),
    t: z.string().max(100).optional(),
    cartToken: cartTokenSchema.optional(),
  })
  .strict();

const NOT_FOUND = 'That subscription does not exist.';

export const POST: APIRoute = handle(async (context) => {
  const json = (context.request.headers.get('content-type') ?? '').startsWith('application/json');
  const { visitorId, input, form } = await stateChange(context, json ? cancelSchema : undefined);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' && value !== '' ? { [name]: value } : {};
  };
  const body = input ?? validate(cancelSchema, { ...field('orderId'), ...field('subscriptionId'), ...field('t'), ...field('cartToken') });
  const order = await visitorOrder(body.orderId, visitorId, body.cartToken, body.t);
  if (!order) throw new ApiError(404, 'unknown-subscription', NOT_FOUND);
  const store = await apiStore();
  const mine = (await subscriptionsOfOrder(store.db, order.id)).find((s) => s.id === body.subscriptionId);
  if (!mine) throw new ApiError(404, 'unknown-subscription', NOT_FOUND);
  const back = `/checkout/order-confirmed/${encodeURIComponent(order.id)}?${new URLSearchParams({ ...(body.t ? { t: body.t } : {}), ...(body.cartToken ? { cartToken: body.cartToken } : {}) }).toString()}#order-subscriptions`;
  try {
    const cancelled = await cancelSubscription(store, mine.id, { kind: 'shopper' }, (await siteInfo()).merchantEmail, Date.now());
    kickMailer();
    if (form) return context.redirect(back, 303);
    return jsonResponse({ subscription: subscriptionView(cancelled, readWebsiteSettings(await siteWebsite()).timeZone ?? 'UTC') });
  } catch (error) {
    // Cancelled already (another tab, the shop): the page shows it as it is.
    if (form && error instanceof ApiError && error.status === 409) return context.redirect(back, 303);
    throw error;
  }
});
