import type { OrderPayment } from '../../db/index.js';

/** `afterpay`: Afterpay/Clearpay, offered only to a cart that qualifies (installment-provider.ts). */
export type PaymentProviderId = 'test' | 'manual' | 'afterpay';

/** What a provider is asked to collect: the cart's total as the shopper saw it. */
export interface PaymentRequest {
  grandTotalCents: number;
  currencyCode: string;
}

/**
 * A way to pay, chosen per site from its stored settings. `begin` decides, before the order is
 * written, whether the order is paid at once or awaits payment (with instructions for the
 * shopper); a provider that sends the shopper elsewhere would answer `awaiting_payment` and
 * confirm later through `setOrderStatus(…, 'paid')`.
 */
export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** The text of the checkout button that places an order paid this way. */
  readonly buttonText: string;
  /** One line under the button saying what happens next. */
  readonly description: string;
  begin(request: PaymentRequest): Promise<OrderPayment>;
}
