/** How the Orders screen writes amounts, dates, statuses and addresses. */
import type { OrderAddress } from '../../../domain/admin/orders.js';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../domain/commerce/order-status.js';

export const dateText = (millis: number): string => new Date(millis).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const statusText = (status: OrderStatus): string => ORDER_STATUS_LABELS[status];

/** The button that moves an order to a status. */
export const MOVE_LABELS: Readonly<Record<OrderStatus, string>> = {
  awaiting_payment: 'Mark awaiting payment',
  paid: 'Mark paid',
  fulfilled: 'Mark fulfilled',
  cancelled: 'Cancel order',
};

export function addressLines(a: OrderAddress): string[] {
  return [a.name, a.line1, a.line2 ?? '', [a.city, a.region ?? '', a.postalCode].filter(Boolean).join(', '), a.country].filter((l) => l !== '');
}
