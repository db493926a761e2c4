/**
 * The checkout form's fields: one list read by the page (labels, autocomplete, limits) and by the
 * server's validation (site/features/checkout/customer-schema.ts), so a message names the field the shopper
 * sees. A field's `name` is its path in the order input (`shippingAddress.city`).
 */
export interface CheckoutField {
  name: string;
  label: string;
  kind: 'text' | 'email' | 'textarea' | 'country' | 'region' | 'date';
  autocomplete: string;
  required: boolean;
  max: number;
}

const field = (name: string, label: string, kind: CheckoutField['kind'], autocomplete: string, max: number, required = true): CheckoutField => ({
  name, label, kind, autocomplete, max, required,
});

export const EMAIL_FIELD = field('email', 'Email', 'email', 'email', 254);

export const SHIPPING_FIELDS: readonly CheckoutField[] = [
  field('shippingAddress.name', 'Full name', 'text', 'shipping name', 100),
  field('shippingAddress.line1', 'Street address', 'text', 'shipping address-line1', 100),
  field('shippingAddress.line2', 'Apartment, suite, etc.', 'text', 'shipping address-line2', 100, false),
  field('shippingAddress.city', 'City', 'text', 'shipping address-level2', 100),
  field('shippingAddress.region', 'State, province or region', 'region', 'shipping address-level1', 100),
  field('shippingAddress.postalCode', 'Postal code', 'text', 'shipping postal-code', 16),
  field('shippingAddress.country', 'Country', 'country', 'shipping country', 2),
];

export const RECIPIENT_FIELDS: readonly CheckoutField[] = [
  field('giftCardRecipient.name', "Recipient's name", 'text', 'off', 100),
  field('giftCardRecipient.email', "Recipient's email", 'email', 'off', 254),
  field('giftCardRecipient.message', 'Message for the recipient', 'textarea', 'off', 300, false),
  field('giftCardRecipient.sendOn', 'Send on', 'date', 'off', 10, false),
];

/** The part of a name after its group: `city` of `shippingAddress.city`. */
export const leafOf = (f: CheckoutField): string => f.name.slice(f.name.indexOf('.') + 1);
