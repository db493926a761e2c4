/**
 * What the shopper's order page shows of the subscriptions an order started (or the one it
 * renews): each one's period, payments, next payment, and while active the cancel form, which
 * carries the page's own proof (the email's signed link `t`, or the cart token) to
 * /checkout/subscription/cancel.
 */
import { readWebsiteSettings } from '../../../domain/content/website-settings.js';
import type { JsonObject } from '../../../domain/json-object.js';
import type { Store } from '../../db/index.js';
import { subscriptionsOfOrder } from '../../db/subscriptions.js';
import { cartTokenSchema } from '../checkout/order-schemas.js';
import { subscriptionView } from './subscription-view.js';

export const CANCEL_SUBSCRIPTION_URL = '/checkout/subscription/cancel';

export async function orderSubscriptionsContext(
  store: Store,
  orderId: string,
  website: JsonObject,
  proof: { crumb: string; t: string | null; cartToken: string | null },
): Promise<JsonObject[] | undefined> {
  const subs = await subscriptionsOfOrder(store.db, orderId);
  if (subs.length === 0) return undefined;
  const zone = readWebsiteSettings(website).timeZone;
  const t = proof.t !== null && /^[A-Za-z0-9_-]{43}$/.test(proof.t) ? proof.t : null;
  const cartToken = proof.cartToken !== null && cartTokenSchema.safeParse(proof.cartToken).success ? proof.cartToken : null;
  return subs.map((sub) => {
    const view = subscriptionView(sub, zone);
    return {
      ...view,
      renewsThisOrder: sub.orderId !== orderId,
      cancelForm: view.canCancel ? { action: CANCEL_SUBSCRIPTION_URL, crumb: proof.crumb, orderId, subscriptionId: sub.id, t, cartToken } : null,
    } as unknown as JsonObject;
  });
}
