import { z } from 'astro/zod';
import type { GiftCardRecipient, PostalAddress } from '../db/index.js';
import { EMAIL_FIELD, leafOf, RECIPIENT_FIELDS, SHIPPING_FIELDS, type CheckoutField } from './checkout-fields.js';

/** What the cart asks of the customer: an address for physical goods, a recipient for gift cards. */
export interface CustomerNeeds {
  shipping: boolean;
  giftCardRecipient: boolean;
  /** Countries the shop ships to (ISO codes). */
  shipsTo: readonly string[];
}

const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** A country's English name (`FR` → France). */
export const countryName = (code: string): string => regionNames.of(code) ?? code;

function textSchema(f: CheckoutField) {
  const base = z
    .string({ required_error: `${f.label} is required.`, invalid_type_error: `${f.label} must be text.` })
    .trim()
    .max(f.max, `${f.label} must be at most ${f.max} characters.`);
  if (f.kind === 'email') return base.min(1, `${f.label} is required.`).email(`${f.label} must be a valid email address, like name@example.com.`);
  if (f.required) return base.min(1, `${f.label} is required.`);
  return base.transform((v) => (v === '' ? null : v)).nullish().transform((v) => v ?? null);
}

function fieldSchema(f: CheckoutField, needs: CustomerNeeds): z.ZodTypeAny {
  if (f.kind === 'country') {
    return z
      .string({ required_error: `${f.label} is required.`, invalid_type_error: `${f.label} must be text.` })
      .trim()
      .min(1, `${f.label} is required.`)
      .transform((v) => v.toUpperCase())
      .refine((v) => needs.shipsTo.includes(v), 'We do not ship to that country.');
  }
  if (leafOf(f) === 'postalCode') return textSchema(f).refine((v) => typeof v === 'string' && POSTAL_CODE.test(v), `${f.label} may hold only letters, digits, spaces and dashes.`);
  return textSchema(f);
}

function group(fields: readonly CheckoutField[], needs: CustomerNeeds, label: string) {
  const shape = Object.fromEntries(fields.map((f) => [leafOf(f), fieldSchema(f, needs)]));
  return z.object(shape, { required_error: `${label} is required.`, invalid_type_error: `${label} must be an object.` });
}

/**
 * The customer's details of a checkout, as this cart needs them: the email always, the shipping
 * address and the gift card's recipient only when the cart holds such items (otherwise ignored).
 */
export function customerSchema(needs: CustomerNeeds) {
  return z.object({
    email: fieldSchema(EMAIL_FIELD, needs) as z.ZodType<string>,
    shippingAddress: needs.shipping
      ? (group(SHIPPING_FIELDS, needs, 'A shipping address') as unknown as z.ZodType<PostalAddress, z.ZodTypeDef, unknown>)
      : z.unknown().transform((): PostalAddress | null => null),
    giftCardRecipient: needs.giftCardRecipient
      ? (group(RECIPIENT_FIELDS, needs, "The gift card's recipient") as unknown as z.ZodType<GiftCardRecipient, z.ZodTypeDef, unknown>)
      : z.unknown().transform((): GiftCardRecipient | null => null),
  });
}

/**
 * A form post's fields as the order input: `shippingAddress.city=…` becomes
 * `{ shippingAddress: { city: … } }`; a group is present when any of its fields was posted.
 */
export function formInput(form: URLSearchParams): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, value] of form) {
    const at = name.indexOf('.');
    if (at < 0) {
      input[name] = value;
      continue;
    }
    const groupName = name.slice(0, at);
    if (groupName !== 'shippingAddress' && groupName !== 'giftCardRecipient') continue;
    const groupValue = (input[groupName] ??= {}) as Record<string, string>;
    groupValue[name.slice(at + 1)] = value;
  }
  return input;
}
