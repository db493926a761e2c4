import type { PaymentProvider } from './provider.js';

export const DEFAULT_MANUAL_INSTRUCTIONS =
  'Pay by bank transfer or when you pick up your order. Please use your order number as the payment reference.';

/**
 * Pay later (bank transfer, pay on pickup): the order awaits payment and holds its stock for the
 * site's hold time; the shop marks it paid when the money arrives. The site's instructions are
 * kept on the order, as shown to the shopper then.
 */
export function manualProvider(instructions: string): PaymentProvider {
  return {
    id: 'manual',
    buttonText: 'Place order and pay later',
    description: 'Bank transfer or pay on pickup: the payment details are shown after you order.',
    begin: async () => ({ provider: 'manual', status: 'awaiting_payment', reference: null, instructions, testMode: false }),
  };
}
