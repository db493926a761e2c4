/**
 * An order's life: placed unpaid (`awaiting_payment`) or paid at once, then fulfilled; an order
 * not yet fulfilled may be cancelled (its stock returns). `fulfilled` and `cancelled` are final.
 */
export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'fulfilled', 'cancelled'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
};

const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  awaiting_payment: ['paid', 'cancelled'],
  paid: ['fulfilled', 'cancelled'],
  fulfilled: [],
  cancelled: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The statuses an order in `from` may move to. */
export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** Cancelling returns the order's stock only while its goods have not left the shop. */
export function holdsStock(status: OrderStatus): boolean {
  return status === 'awaiting_payment' || status === 'paid';
}

/** `#1001`: how an order's number is shown to shoppers and in the admin. */
export function orderNumberText(number: number): string {
  return `#${number}`;
}
