import { manualProvider } from './manual-provider.js';
import type { PaymentProvider, PaymentProviderId } from './provider.js';
import type { CheckoutSettings } from './settings.js';
import { testProvider } from './test-provider.js';

export type { PaymentProvider, PaymentProviderId, PaymentRequest } from './provider.js';
export { checkoutSettings, type CheckoutSettings } from './settings.js';

/** The providers a site enables, in its order. */
export function enabledProviders(settings: CheckoutSettings): PaymentProvider[] {
  return settings.paymentProviders.map((id) => (id === 'test' ? testProvider : manualProvider(settings.manualPaymentInstructions)));
}

/** The provider a checkout asked for (the site's first when none was named), or undefined when the site does not enable it. */
export function providerFor(settings: CheckoutSettings, id: PaymentProviderId | undefined): PaymentProvider | undefined {
  const enabled = enabledProviders(settings);
  return id === undefined ? enabled[0] : enabled.find((p) => p.id === id);
}
