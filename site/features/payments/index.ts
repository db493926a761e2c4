import { manualProvider } from './manual-provider.js';
import type { PaymentProvider, PaymentProviderId } from './provider.js';
import type { CheckoutSettings } from './settings.js';
import { testProvider } from './test-provider.js';
import { installmentTestProvider } from './installment-provider.js';
import type { CartInstallmentOffer } from '../../../domain/commerce/installments/cart-offer.js';

export type { PaymentProvider, PaymentProviderId, PaymentRequest } from './provider.js';
export { checkoutSettings, type CheckoutSettings } from './settings.js';
export { cartOffer, merchandisingContextOf } from './installment-provider.js';

/**
 * The providers a site enables, in its order; Afterpay/Clearpay only with the offer of the cart
 * that qualifies for it (installment-provider.ts), else left out.
 */
export function enabledProviders(settings: CheckoutSettings, installments?: CartInstallmentOffer): PaymentProvider[] {
  return settings.paymentProviders.flatMap((id): PaymentProvider[] => {
    if (id === 'afterpay') return installments ? [installmentTestProvider(installments)] : [];
    return [id === 'test' ? testProvider : manualProvider(settings.manualPaymentInstructions)];
  });
}

/** The provider a checkout asked for (the site's first when none was named), or undefined when the site does not enable it. */
export function providerFor(settings: CheckoutSettings, id: PaymentProviderId | undefined, installments?: CartInstallmentOffer): PaymentProvider | undefined {
  const enabled = enabledProviders(settings, installments);
  return id === undefined ? enabled[0] : enabled.find((p) => p.id === id);
}
