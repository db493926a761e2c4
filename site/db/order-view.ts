import type { Kysely, Selectable } from 'kysely';
import { isOrderStatus, type OrderStatus } from '../../domain/commerce/order-status.js';
import { isFulfilmentState, isPaymentState, type OrderLifecycle } from '../../domain/commerce/order-lifecycle.js';
import { parseAdditionalFields } from './json.js';
import { parsePersonalisation, personalisationOf, type PersonalisationAnswer } from '../../domain/commerce/personalisation.js';
import { storedLineSubscription, type LineSubscription } from '../../domain/commerce/billing-period.js';
import type { Database, OrderLineTable, OrderTable } from './schema.js';
import type { GiftCardRecipient, PostalAddress } from '../../domain/commerce/postal-address.js';

export type { GiftCardRecipient, PostalAddress };

export interface OrderLineView {
  sku: string;
  itemId: string;
  variantId: string;
  /** Option name to value of the variant bought ({} for a product without options). */
  variantAttributes: Record<string, string>;
  productName: string;
  productType: number;
  quantity: number;
  unitPriceCents: number;
  additionalFields: unknown;
  /** The answers under the form's labels as bought (an older line: under the field ids). */
  personalisation: PersonalisationAnswer[];
  /** A subscription line's plan as bought and its text ("every month"); null for a one-off purchase (0020). */
  subscription: LineSubscription | null;
}

export interface OrderPaymentView {
  provider: string | null;
  reference: string | null;
  instructions: string | null;
  /** When an unpaid order gives its stock back; null once paid, fulfilled or cancelled. */
  expiresAt: number | null;
}

/** An order with its confirmation fields (the specification's), amounts in cents. */
export interface OrderView {
  id: string;
  number: number;
  status: OrderStatus;
  version: number;
  purchasedCartId: string;
  testMode: boolean;
  websiteId: string;
  visitorId: string | null;
  currencyCode: string;
  customerEmail: string | null;
  shippingAddress: PostalAddress | null;
  giftCardRecipient: GiftCardRecipient | null;
  payment: OrderPaymentView;
  /** Payment and fulfilment, each with its own state (0017). */
  lifecycle: OrderLifecycle;
  items: OrderLineView[];
  subtotalCents: number;
  taxTotalCents: number;
  shippingTotalCents: number;
  discountTotalCents: number;
  grandTotalCents: number;
  /** What gift cards paid of the grand total; the rest is paid by the payment provider. */
  giftCardCents: number;
  /** The discount code used and the shipping option chosen (0019); null without. */
  discountCode: string | null;
  shippingOptionName: string | null;
  /** A renewal's subscription and which payment it is (1 = the second); null for any other order (0020). */
  subscriptionId: string | null;
  subscriptionPayment: number | null;
  created: number;
  updated: number;
}

export async function loadOrder(db: Kysely<Database>, orderId: string): Promise<OrderView | undefined> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) return undefined;
  const lines = await db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
  return toOrderView(order, lines);
}

export function toOrderView(o: Selectable<OrderTable>, lines: readonly Selectable<OrderLineTable>[]): OrderView {
  return {
    id: o.id,
    number: Number(o.number),
    status: isOrderStatus(o.status) ? o.status : 'cancelled',
    version: Number(o.version),
    purchasedCartId: o.cart_id,
    testMode: o.test_mode === 1,
    websiteId: o.website_id,
    visitorId: o.visitor_id,
    currencyCode: o.currency_code,
    customerEmail: o.customer_email,
    shippingAddress: parseJson<PostalAddress>(o.shipping_address),
    giftCardRecipient: parseJson<GiftCardRecipient>(o.gift_card_recipient),
    payment: {
      provider: o.payment_provider,
      reference: o.payment_reference,
      instructions: o.payment_instructions,
      expiresAt: o.expires_at === null ? null : Number(o.expires_at),
    },
    lifecycle: {
      payment: isPaymentState(o.payment_status) ? o.payment_status : 'paid',
      fulfilment: isFulfilmentState(o.fulfilment_status) ? o.fulfilment_status : 'unfulfilled',
      paymentDueAt: o.payment_due_at === null || o.payment_due_at === undefined ? null : Number(o.payment_due_at),
      refundedCents: Number(o.refunded_cents ?? 0),
    },
    items: lines.map((l) => ({
      sku: l.sku,
      itemId: l.product_id,
      variantId: l.variant_id,
      variantAttributes: parseJson<Record<string, string>>(l.variant_attributes) ?? {},
      productName: l.product_name,
      productType: l.product_type,
      quantity: l.quantity,
      unitPriceCents: l.unit_price_cents,
      additionalFields: parseAdditionalFields(l.additional_fields),
      personalisation: l.personalisation ? parsePersonalisation(JSON.parse(l.personalisation)) : personalisationOf(undefined, parseAdditionalFields(l.additional_fields)),
      subscription: storedLineSubscription(l.subscription_plan ?? null),
    })),
    subtotalCents: o.subtotal_cents,
    taxTotalCents: o.tax_cents,
    shippingTotalCents: o.shipping_cents,
    discountTotalCents: o.discount_cents,
    grandTotalCents: o.grand_total_cents,
    giftCardCents: Number(o.gift_card_cents ?? 0),
    discountCode: o.discount_code ?? null,
    shippingOptionName: o.shipping_option_name ?? null,
    subscriptionId: o.subscription_id ?? null,
    subscriptionPayment: o.subscription_payment === null || o.subscription_payment === undefined ? null : Number(o.subscription_payment),
    created: Number(o.created_at),
    updated: Number(o.updated_at ?? o.created_at),
  };
}

function parseJson<T>(text: string | null): T | null {
  return text === null || text === '' ? null : (JSON.parse(text) as T);
}
