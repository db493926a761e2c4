import type { CartView } from '../../db/index.js';
import type { CheckoutFlash } from './checkout-flash.js';
import { customerNeeds } from './checkout.js';
import { EMAIL_FIELD, RECIPIENT_FIELDS, SHIPPING_FIELDS, type CheckoutField } from './checkout-fields.js';
import { countryName } from './country-name.js';
import { checkoutSettings, enabledProviders } from '../payments/index.js';
import { regionChoice } from './region-choice.js';
import { newToken } from '../../edge/tokens.js';
import type { CartInstallmentOffer } from '../../../domain/commerce/installments/cart-offer.js';

export const PLACE_ORDER_URL = '/api/commerce/orders';
const FIX_FIELDS = 'Your order was not placed. Please correct the fields below.';

interface FieldContext {
  id: string;
  name: string;
  label: string;
  type: 'text' | 'email' | 'date';
  textarea: boolean;
  autocomplete: string;
  required: boolean;
  maxlength: number;
  value: string;
  error: string | null;
  errorId: string;
}

/**
 * The checkout form of the checkout page (`cart.checkout`), when the cart holds something: where
 * it posts, the crumb, a fresh idempotency key (one per page view: a double submit places one
 * order), the cart token, one button per payment method the site enables, and the fields this
 * cart needs with what the shopper typed and the errors of a refused post beside them.
 */
/** Shown for the tax while automatic tax is on and the cart knows no address yet. */
export const TAX_NOTE = 'Calculated from your shipping address once you enter it';

export function checkoutForm(cart: CartView | undefined, website: Record<string, unknown>, crumb: string, cartToken: string | undefined, flash: CheckoutFlash | undefined, automaticTax = false, installments?: CartInstallmentOffer) {
  if (!cart || cart.entries.length === 0) return undefined;
  const settings = checkoutSettings(website);
  const needs = customerNeeds(cart, settings);
  const providers = enabledProviders(settings, installments);
  const field = (f: CheckoutField): FieldContext => {
    const id = `checkout-${f.name.replace('.', '-')}`;
    return {
      id,
      name: f.name,
      label: f.label,
      type: f.kind === 'email' ? 'email' : f.kind === 'date' ? 'date' : 'text',
      textarea: f.kind === 'textarea',
      autocomplete: f.autocomplete,
      required: f.required,
      maxlength: f.max,
      value: flash?.values[f.name] ?? '',
      error: flash?.issues.find((i) => i.path === f.name)?.message ?? null,
      errorId: `${id}-error`,
    };
  };
  const countryField = SHIPPING_FIELDS.find((f) => f.kind === 'country');
  const regionField = SHIPPING_FIELDS.find((f) => f.kind === 'region');
  const country = countryField ? field(countryField) : undefined;
  const chosen = (country?.value ?? '').toUpperCase() || settings.shipsTo[0];
  const region = regionField ? field(regionField) : undefined;
  return {
    placeOrderUrl: PLACE_ORDER_URL,
    crumb,
    cartToken: cartToken ?? null,
    idempotencyKey: newToken(),
    testMode: providers.some((p) => p.id === 'test'),
    // Automatic tax needs the shipping address: until the cart knows one, the shopper is told where the tax comes from.
    taxNote: automaticTax && needs.shipping && cart.shippingLocation === null ? TAX_NOTE : null,
    providers: providers.map((p) => ({ id: p.id, buttonText: p.buttonText, description: p.description, testMode: p.id === 'test' })),
    fieldsets: [
      { id: 'contact', legend: 'Contact', note: 'We send your order confirmation to this address.', fields: [field(EMAIL_FIELD)] },
      ...(needs.shipping
        ? [{
            id: 'shipping',
            legend: 'Shipping address',
            note: null,
            fields: SHIPPING_FIELDS.filter((f) => f.kind !== 'country' && f.kind !== 'region').map(field),
            region: region && regionChoice(region, settings.shipsTo, chosen ?? ''),
            country: country && {
              ...country,
              options: settings.shipsTo
                .map((code) => ({ code, name: countryName(code), selected: code === chosen }))
                .sort((a, b) => a.name.localeCompare(b.name, 'en')),
            },
          }]
        : []),
      ...(needs.giftCardRecipient
        ? [{ id: 'recipient', legend: 'Gift card recipient', note: 'The gift card is sent to this person by email, on the day you choose (leave Send on empty to send it once you have paid).', fields: RECIPIENT_FIELDS.map(field) }]
        : []),
    ],
    refusal: flash ? { message: flash.issues.length > 0 ? FIX_FIELDS : flash.message, issues: flash.issues } : null,
  };
}
