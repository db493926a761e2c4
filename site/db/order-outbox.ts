import type { Kysely } from 'kysely';
import { orderNumberText } from '../../domain/commerce/order-status.js';
import { variantLabel } from '../../domain/commerce/variant-label.js';
import { newId } from './ids.js';
import { paymentOrdinalText } from '../../domain/commerce/billing-period.js';
import type { OrderView } from './order-view.js';
import type { Database } from './schema.js';

export const ORDER_CONFIRMATION_KIND = 'order-confirmation';

/** "Payment 2 of 6" on a subscription's renewal; null on any other order. */
function renewalText(order: OrderView): string | null {
  if (order.subscriptionPayment === null) return null;
  const cycles = order.items.find((line) => line.subscription?.plan)?.subscription?.plan?.numBillingCycles ?? 0;
  return paymentOrdinalText({ cycles }, order.subscriptionPayment);
}

/** What the mailer needs to write the order confirmation: amounts in cents with their currency. */
export function orderConfirmationPayload(order: OrderView) {
  return {
    orderId: order.id,
    orderNumber: order.number,
    number: orderNumberText(order.number),
    status: order.status,
    testMode: order.testMode,
    currencyCode: order.currencyCode,
    lines: order.items.map((line) => ({
      productName: line.productName,
      variantName: variantLabel(line.variantAttributes),
      sku: line.sku,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      subTotalCents: line.unitPriceCents * line.quantity,
      personalisation: line.personalisation,
      billingText: line.subscription?.billingText ?? null,
    })),
    renewalText: renewalText(order),
    subtotalCents: order.subtotalCents,
    shippingTotalCents: order.shippingTotalCents,
    taxTotalCents: order.taxTotalCents,
    discountTotalCents: order.discountTotalCents,
    grandTotalCents: order.grandTotalCents,
    giftCardCents: order.giftCardCents,
    discountCode: order.discountCode,
    shippingOptionName: order.shippingOptionName,
    shippingAddress: order.shippingAddress,
    giftCardRecipient: order.giftCardRecipient,
    payment: {
      provider: order.payment.provider,
      reference: order.payment.reference,
      instructions: order.payment.instructions,
      expiresAt: order.payment.expiresAt,
    },
  };
}

/** Queues the confirmation email of a just placed order, in the order's own transaction. */
export async function queueOrderConfirmation(trx: Kysely<Database>, order: OrderView, now: number): Promise<void> {
  if (order.customerEmail === null) return;
  await trx
    .insertInto('notification_outbox')
    .values({
      id: newId(),
      kind: ORDER_CONFIRMATION_KIND,
      recipient: order.customerEmail,
      payload: JSON.stringify(orderConfirmationPayload(order)),
      created_at: now,
      sent_at: null,
    })
    .execute();
}
