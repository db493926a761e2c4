import type { GiftCardRecipient, PostalAddress } from '../commerce/postal-address.js';
import type { PersonalisationAnswer } from '../commerce/personalisation.js';
/**
 * The Orders screen's data and calls, shared by the screen and the server: the list's query
 * (status filter, search by order number or email, cursor), a status change carrying the version
 * it was based on, and the shapes the calls answer (amounts in cents with the order's currency).
 */
import { z } from 'zod';
import { ORDER_STATUSES, type OrderStatus } from '../commerce/order-status.js';
import { FULFILMENT_STATES, PAYMENT_STATES, type FulfilmentState, type PaymentState } from '../commerce/order-lifecycle.js';

export const ORDER_PAGE_SIZE = 25;

export const orderListQuerySchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { errorMap: () => ({ message: `status must be one of ${ORDER_STATUSES.join(', ')}.` }) }).optional(),
    q: z.string().trim().max(200, 'Search must be at most 200 characters.').optional(),
    payment: z.enum(PAYMENT_STATES, { errorMap: () => ({ message: `payment must be one of ${PAYMENT_STATES.join(', ')}.` }) }).optional(),
    fulfilment: z.enum(FULFILMENT_STATES, { errorMap: () => ({ message: `fulfilment must be one of ${FULFILMENT_STATES.join(', ')}.` }) }).optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(ORDER_PAGE_SIZE),
  })
  .strict();

export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderStatusChangeSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { errorMap: () => ({ message: `status must be one of ${ORDER_STATUSES.join(', ')}.` }) }),
    expectedVersion: z.number({ required_error: 'expectedVersion is required.', invalid_type_error: 'expectedVersion must be a number.' }).int().min(1),
  })
  .strict();

export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/** `#1042`, `1042` or an email (part): what the search box takes. */
export function orderNumberOfSearch(q: string): number | undefined {
  const match = /^#?\s*(\d{1,9})$/.exec(q.trim());
  return match ? Number(match[1]) : undefined;
}

/** One order in the list. */
export interface OrderRow {
  id: string;
  number: number;
  status: OrderStatus;
  created: number;
  customerEmail: string | null;
  itemCount: number;
  grandTotalCents: number;
  currencyCode: string;
  testMode: boolean;
  paymentStatus: PaymentState;
  fulfilmentStatus: FulfilmentState;
}

export interface OrderLine {
  sku: string;
  productName: string;
  /** `Colour: Sage, Size: Large`; empty for a product without options. */
  variantName: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** 1 physical, 2 digital, 3 service, 4 gift card. */
  productType: number;
  /** The personalisation answers under their form labels (what the merchant makes). */
  personalisation: PersonalisationAnswer[];
  /** A subscription line's billing period ("every month", "Unavailable"); null for a one-off purchase. */
  billingText?: string | null;
}

export type OrderAddress = PostalAddress;

/** One order as the detail shows it, with the moves its status allows. */
export interface OrderDetail extends OrderRow {
  version: number;
  updated: number;
  shippingAddress: OrderAddress | null;
  giftCardRecipient: GiftCardRecipient | null;
  payment: { provider: string | null; reference: string | null; instructions: string | null; expiresAt: number | null };
  lines: OrderLine[];
  subtotalCents: number;
  taxTotalCents: number;
  shippingTotalCents: number;
  discountTotalCents: number;
  nextStatuses: OrderStatus[];
}

export interface OrderPage {
  orders: OrderRow[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}
