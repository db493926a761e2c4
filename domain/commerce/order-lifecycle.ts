/**
 * An order's two states, each with its own rules: the payment (pending → authorised → paid →
 * partially refunded → refunded; pending or authorised may be voided, pending may expire) and the
 * fulfilment (unfulfilled → partially fulfilled → fulfilled; cancelled while nothing has left).
 * An undone fulfilment steps the fulfilment back. `orderStatusOf` keeps the single status the
 * older screens read in step.
 */
import type { OrderStatus } from './order-status.js';

export const PAYMENT_STATES = ['pending', 'authorised', 'paid', 'partially_refunded', 'refunded', 'voided', 'expired'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const FULFILMENT_STATES = ['unfulfilled', 'partially_fulfilled', 'fulfilled', 'cancelled'] as const;
export type FulfilmentState = (typeof FULFILMENT_STATES)[number];

export const PAYMENT_LABELS: Readonly<Record<PaymentState, string>> = {
  pending: 'Payment pending',
  authorised: 'Authorised',
  paid: 'Paid',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
  voided: 'Voided',
  expired: 'Expired',
};

export const FULFILMENT_LABELS: Readonly<Record<FulfilmentState, string>> = {
  unfulfilled: 'Unfulfilled',
  partially_fulfilled: 'Partially fulfilled',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
};

const PAYMENT_NEXT: Readonly<Record<PaymentState, readonly PaymentState[]>> = {
  pending: ['authorised', 'paid', 'voided', 'expired'],
  authorised: ['paid', 'voided'],
  paid: ['partially_refunded', 'refunded'],
  partially_refunded: ['partially_refunded', 'refunded'],
  refunded: [],
  voided: [],
  expired: [],
};

const FULFILMENT_NEXT: Readonly<Record<FulfilmentState, readonly FulfilmentState[]>> = {
  unfulfilled: ['partially_fulfilled', 'fulfilled', 'cancelled'],
  partially_fulfilled: ['partially_fulfilled', 'fulfilled', 'unfulfilled'],
  fulfilled: ['partially_fulfilled', 'unfulfilled'],
  cancelled: [],
};

export function isPaymentState(value: unknown): value is PaymentState {
  return typeof value === 'string' && (PAYMENT_STATES as readonly string[]).includes(value);
}

export function isFulfilmentState(value: unknown): value is FulfilmentState {
  return typeof value === 'string' && (FULFILMENT_STATES as readonly string[]).includes(value);
}

export function canMovePayment(from: PaymentState, to: PaymentState): boolean {
  return PAYMENT_NEXT[from].includes(to);
}

export function canMoveFulfilment(from: FulfilmentState, to: FulfilmentState): boolean {
  return FULFILMENT_NEXT[from].includes(to);
}

/** Money has been taken and not all of it given back: goods may go out. */
export function isPaid(payment: PaymentState): boolean {
  return payment === 'paid' || payment === 'partially_refunded';
}

/** The fulfilment that follows from how many units have gone out of how many were ordered. */
export function fulfilmentOf(shipped: number, ordered: number): FulfilmentState {
  if (shipped <= 0) return 'unfulfilled';
  return shipped >= ordered ? 'fulfilled' : 'partially_fulfilled';
}

/** The payment after a refund of `cents` of `refundedBefore`, out of the order's `totalCents`. */
export function paymentAfterRefund(totalCents: number, refundedBefore: number, cents: number): PaymentState {
  return refundedBefore + cents >= totalCents ? 'refunded' : 'partially_refunded';
}

/** The one status the older surfaces (admin list filter, order page wording) read. */
export function orderStatusOf(payment: PaymentState, fulfilment: FulfilmentState): OrderStatus {
  if (fulfilment === 'cancelled' || payment === 'expired' || payment === 'voided') return 'cancelled';
  if (fulfilment === 'fulfilled') return 'fulfilled';
  if (payment === 'pending' || payment === 'authorised') return 'awaiting_payment';
  return 'paid';
}

/** A fulfilment may be undone for a day after it was recorded. */
export const UNDO_WINDOW_MS = 24 * 60 * 60 * 1000;

export function canUndoFulfilment(createdAt: number, now: number): boolean {
  return now - createdAt < UNDO_WINDOW_MS;
}

/** An order's two states as every surface reads them. */
export interface OrderLifecycle {
  payment: PaymentState;
  fulfilment: FulfilmentState;
  /** A manual payment's deadline (kept once paid or expired); null for orders paid at once. */
  paymentDueAt: number | null;
  refundedCents: number;
}

/** One shipment: the units of each order line (by position) that went out, and how to track them. */
export interface Shipment {
  id: string;
  carrier: string | null;
  service: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  lines: { index: number; quantity: number }[];
  created: number;
  /** When it was undone; an undone shipment counts for nothing. */
  undone: number | null;
}

/** One entry of an order's history. */
export interface OrderEvent {
  at: number;
  kind: string;
  from: string | null;
  to: string | null;
  actor: string;
  note: string | null;
}

/**
 * The two states after the single status is set by the older calls (the admin's status menu):
 * paid pays, fulfilled ships everything, cancelled cancels the fulfilment and voids a payment not
 * yet taken (a taken one stays paid until refunded).
 */
export function lifecycleAfterStatus(current: Pick<OrderLifecycle, 'payment' | 'fulfilment'>, status: OrderStatus): Pick<OrderLifecycle, 'payment' | 'fulfilment'> {
  switch (status) {
    case 'paid':
      return { payment: isPaid(current.payment) ? current.payment : 'paid', fulfilment: current.fulfilment };
    case 'fulfilled':
      return { payment: current.payment, fulfilment: 'fulfilled' };
    case 'cancelled':
      return { payment: current.payment === 'pending' || current.payment === 'authorised' ? 'voided' : current.payment, fulfilment: 'cancelled' };
    case 'awaiting_payment':
      return current;
  }
}
