/**
 * The admin order screen's payment and fulfilment panel: both states, a manual payment's
 * deadline, what is left to ship of each line, the shipments (undoable for a day), the history;
 * and the bodies of its calls.
 */
import { z } from 'zod';
import type { FulfilmentState, OrderEvent, PaymentState } from '../commerce/order-lifecycle.js';

export interface PanelShipment {
  id: string;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  /** "2 × Candle, 1 × Apron". */
  summary: string;
  created: number;
  undone: number | null;
  canUndo: boolean;
}

export interface OrderFulfilmentPanel {
  orderId: string;
  number: number;
  version: number;
  currencyCode: string;
  grandTotalCents: number;
  payment: PaymentState;
  fulfilment: FulfilmentState;
  paymentDueAt: number | null;
  refundedCents: number;
  lines: { index: number; name: string; ordered: number; shipped: number }[];
  shipments: PanelShipment[];
  history: OrderEvent[];
}

export const markPaidBody = z.object({ version: z.number().int().min(1) }).strict();

export const cancelBody = z
  .object({ version: z.number().int().min(1), restock: z.boolean({ required_error: 'Say whether the items go back into stock.' }), refund: z.boolean().default(true) })
  .strict();

export const refundBody = z
  .object({
    version: z.number().int().min(1),
    /** Decimal text in the order's currency ("12.50"). */
    amount: z.string().trim().regex(/^\d{1,7}(\.\d{1,2})?$/, 'Enter the amount as a number, such as 12.50.'),
    restock: z.array(z.object({ index: z.number().int().min(0), quantity: z.number().int().min(1).max(9999) }).strict()).max(200).default([]),
  })
  .strict();

/** "12.50" → 1250. */
export function centsOf(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** What the order screen's payment buttons send: mark paid, cancel, or refund, each with the version seen. */
export type PaymentAction =
  | ({ action: 'paid' } & z.input<typeof markPaidBody>)
  | ({ action: 'cancel' } & z.input<typeof cancelBody>)
  | ({ action: 'refund' } & z.input<typeof refundBody>);

/** What the order screen's shipment form sends (checked on the server by its fulfilment schema): one shipment, units per line by position. */
export interface ShipmentRequest {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
  notify: boolean;
  force: boolean;
  version: number;
  lines: { index: number; quantity: number }[];
}
