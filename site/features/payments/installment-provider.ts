/**
 * Afterpay/Clearpay at checkout through the provider interface (spec 000 §9, issue 25): offered
 * when the site enables `afterpay` in `storeSettings.paymentProviders` and the cart qualifies
 * (domain/commerce/installments/cart-offer.ts: every item physical and offering it, in range).
 * The provider here is the test stand-in for theirs: the order is marked paid at once and no
 * money moves; a real one would send the shopper to the brand and confirm later.
 */
import { randomBytes } from 'node:crypto';
import type { InstallmentBrand } from '../../../domain/commerce/afterpay.js';
import { cartInstallmentOffer, type CartInstallmentOffer } from '../../../domain/commerce/installments/cart-offer.js';
import type { InstallmentContext } from '../../../domain/commerce/installments/installment-rules.js';
import { centsMoney } from '../../../domain/money/minor-units.js';
import type { CartView } from '../../db/index.js';
import type { PaymentProvider } from './provider.js';

export function installmentTestProvider(offer: CartInstallmentOffer): PaymentProvider {
  const brand: InstallmentBrand = offer.brand;
  return {
    id: 'afterpay',
    buttonText: `Pay in ${String(offer.count)} with ${brand}`,
    description: `${String(offer.count)} interest-free payments of ${offer.installment}. Test mode: stands in for ${brand}; the order is marked paid and no payment is taken.`,
    begin: async () => ({ provider: 'afterpay', status: 'paid', reference: `afterpay_test_${randomBytes(8).toString('hex')}`, instructions: null, testMode: true }),
  };
}

/** The merchandising contexts of the site's products collections, by product id. */
export interface ContentWithContexts {
  content: { collections: readonly { productMerchandisingContext?: Record<string, unknown> | undefined }[] };
}

export function merchandisingContextOf(site: ContentWithContexts): (itemId: string) => InstallmentContext | undefined {
  return (itemId) => {
    for (const record of site.content.collections) {
      const contexts = record.productMerchandisingContext;
      if (contexts && Object.hasOwn(contexts, itemId)) return contexts[itemId] as InstallmentContext;
    }
    return undefined;
  };
}

/** The offer for the cart as it stands (its grand total in the store currency), if any. */
export function cartOffer(cart: CartView, currencyCode: string, contextOf: (itemId: string) => InstallmentContext | undefined): CartInstallmentOffer | undefined {
  const items = cart.entries.map((e) => ({ itemId: e.itemId, productType: e.productType }));
  return cartInstallmentOffer(items, centsMoney(cart.grandTotalCents, currencyCode), contextOf);
}
