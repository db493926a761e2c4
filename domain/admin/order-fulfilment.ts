/**
 * The admin order screen's payment and fulfilment panel: both states, a manual payment's
 * deadline, what is left to ship of each line, the shipments (undoable for a day), the history;
 * and the bodies of its calls.
 */
import { z } from 'zod';
import { typedMinorUnits } from '../money/typed-amount.js';
import { MESSAGES } from './content/limits.js';
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
    /** Decimal text in the order's currency ("12.50"; its decimals: `refundCents`). */
    amount: z.string().trim().regex(/^\d{1,7}(\.\d{1,3})?$/, 'Enter the amount as a number, such as 12.50.'),
    restock: z.array(z.object({ index: z.number().int().min(0), quantity: z.number().int().min(1).max(9999) }).strict()).max(200).default([]),
  })
  .strict();

/** The typed refund in the order currency's minor units ("12.50" USD → 1250, "500" JPY → 500), or the message naming its decimals. */
export function refundCents(amount: string, currencyCode: string): { cents: number } | { message: string } {
  const cents = typedMinorUnits(amount, currencyCode);
  return cents === undefined ? { message: MESSAGES.amount('The refund amount', currencyCode) } : { cents };
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
