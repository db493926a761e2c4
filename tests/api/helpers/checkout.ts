// A shopper's checkout details, as JSON and as the checkout page's form fields.

export const details = {
  email: 'shopper@example.com',
  shippingAddress: { name: 'Ada Shopper', line1: '1 Main St', city: 'Springfield', region: 'IL', postalCode: '62701', country: 'US' },
};

export const recipient = { name: 'Grace Friend', email: 'grace@example.com', message: 'Happy birthday!' };

/** Nested details as form field names (`shippingAddress.city`…). */
export function formFields(input: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) fields[`${key}.${k}`] = String(v);
    else fields[key] = String(value);
  }
  return fields;
}
