/**
 * A subscription's renewals, made by the server on schedule: each due subscription (active, its
 * next payment date passed) gets a new order of its line, paid the way the first was (the test
 * provider charges at once; the manual provider's order awaits payment, and its confirmation email
 * carries the instructions and the deadline). The payment is claimed first (site/db/subscriptions.ts
 * `claimRenewal`), so two processes never make the same renewal; the plan stops after its
 * `numBillingCycles`; a cancelled subscription is never due. `renewDueSubscriptions` takes the
 * time, so tests move a clock instead of waiting; each process runs it every
 * `ORDER_RELEASE_INTERVAL_MS` (default 60 s; 0 turns the timer off).
 */
import { planJson } from '../../../domain/commerce/billing-period.js';
import type { JsonObject } from '../../../domain/json-object.js';
import { storeCurrencyOf } from '../../../domain/money/store-currency.js';
import { createCartToken, findOrder, isStoreError, placeOrder, type Store } from '../../db/index.js';
import { cancelSubscriptionRow, claimRenewal, dueSubscriptions, noteRenewalFailure, type SubscriptionRecord } from '../../db/subscriptions.js';
import { writeTransaction } from '../../db/transaction.js';
import type { CheckoutPricing } from '../checkout/order-pricing.js';
import type { CartView, PostalAddress } from '../../db/index.js';
import { checkoutSettings, providerFor, type PaymentProviderId } from '../payments/index.js';

export interface RenewalRun {
  renewed: number;
  failed: number;
}

export interface RenewalSettings {
  /** The shop's website settings: payment methods, their instructions and holds, the currency. */
  website: JsonObject;
  /** The price of an order of this cart shipped there, by checkout's rule (order-pricing.ts: shipping, tax); none: the cart's own total. */
  price?: (store: Store, cart: CartView, input: { currency: string; email: string; shippingAddress: PostalAddress | null }) => Promise<CheckoutPricing>;
}

/** Makes the renewal order of every subscription due at `now`. */
export async function renewDueSubscriptions(store: Store, now: number, settings: RenewalSettings): Promise<RenewalRun> {
  const run: RenewalRun = { renewed: 0, failed: 0 };
  for (const sub of await dueSubscriptions(store, now)) {
    const outcome = await renewOne(store, sub, now, settings);
    if (outcome === 'renewed') run.renewed += 1;
    else if (outcome === 'failed') run.failed += 1;
  }
  return run;
}

async function renewOne(store: Store, sub: SubscriptionRecord, now: number, { website, price }: RenewalSettings): Promise<'renewed' | 'failed' | 'skipped'> {
  const first = await findOrder(store, sub.orderId);
  // A first order never paid (expired) or cancelled by the shop ends its subscription.
  if (!first || first.status === 'cancelled') {
    await writeTransaction(store, (trx) => cancelSubscriptionRow(trx, sub.id, 'system', now));
    return 'skipped';
  }
  if (!sub.customerEmail) {
    await noteRenewalFailure(store, sub.id, 'The subscription has no email to send its orders to.', now);
    return 'failed';
  }
  const payment = await claimRenewal(store, sub, now);
  if (payment === undefined) return 'skipped';
  try {
    const cart = await createCartToken(store, { itemId: sub.productId, sku: sub.sku, quantity: sub.quantity, additionalFields: sub.additionalFields });
    const settings = checkoutSettings(website);
    const provider = providerFor(settings, (sub.paymentProvider ?? undefined) as PaymentProviderId | undefined) ?? providerFor(settings, undefined);
    if (!provider) throw new Error('The shop enables no payment method.');
    const currencyCode = storeCurrencyOf(website);
    // Priced as checkout prices an order (shipping's cheapest option to the first order's address, its tax).
    const priced = await price?.(store, cart.cart, { currency: currencyCode, email: sub.customerEmail, shippingAddress: first.shippingAddress });
    const paymentState = await provider.begin({ grandTotalCents: priced?.pricing.grandTotalCents ?? cart.cart.grandTotalCents, currencyCode });
    await placeOrder(store, { cartId: cart.cart.id }, {
      currencyCode,
      customer: { email: sub.customerEmail, shippingAddress: first.shippingAddress },
      payment: paymentState,
      holdMs: provider.id === 'manual' ? settings.manualPaymentMs : settings.holdMs,
      renewal: { subscriptionId: sub.id, payment, plan: JSON.stringify(planJson(sub.plan)) },
      ...(priced ? { priceOf: priced.priceOf } : {}),
    });
    if (sub.lastFailure !== null) await noteRenewalFailure(store, sub.id, null, now);
    return 'renewed';
  } catch (error) {
    // The period passed without its order (out of stock, product removed): the shop sees why on the order screen.
    const reason = isStoreError(error) ? error.message : error instanceof Error ? error.message : String(error);
    await noteRenewalFailure(store, sub.id, `Payment ${String(payment + 1)} was not made: ${reason}`, now);
    if (!isStoreError(error)) console.error('[subscriptions] a renewal failed:', error);
    return 'failed';
  }
}
