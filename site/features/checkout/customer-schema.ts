import { z } from 'astro/zod';
import type { GiftCardRecipient, PostalAddress } from '../../db/index.js';
import { controlMessage, hasControlCharacters, hasControlsBesideLines, hasMarkup, markupMessage } from '../../../domain/commerce/address-text.js';
import { EMAIL_FIELD, leafOf, RECIPIENT_FIELDS, SHIPPING_FIELDS, type CheckoutField } from './checkout-fields.js';
import { checkRegion } from './region-field.js';
import { sendOnProblem } from '../../../domain/commerce/gift-card.js';

/** What the cart asks of the customer: an address for physical goods, a recipient for gift cards. */
export interface CustomerNeeds {
  shipping: boolean;
  giftCardRecipient: boolean;
  /** Countries the shop ships to (ISO codes). */
  shipsTo: readonly string[];
}

const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

function textSchema(f: CheckoutField) {
  // A message may break lines and hold `<3`; every other field is one line of plain text.
  const message = f.kind === 'textarea';
  const base = z
    .string({ required_error: `${f.label} is required.`, invalid_type_error: `${f.label} must be text.` })
    .trim()
    .max(f.max, `${f.label} must be at most ${f.max} characters.`)
    .refine((v) => !(message ? hasControlsBesideLines(v) : hasControlCharacters(v)), controlMessage(f.label))
    .refine((v) => message || !hasMarkup(v), markupMessage(f.label));
  if (f.kind === 'email') return base.pipe(z.string().min(1, `${f.label} is required.`).email(`${f.label} must be a valid email address, like name@example.com.`));
  if (f.required && f.kind !== 'region') return base.pipe(z.string().min(1, `${f.label} is required.`));
  return base.transform((v) => (v === '' ? null : v)).nullish().transform((v) => v ?? null);
}

function fieldSchema(f: CheckoutField, needs: CustomerNeeds): z.ZodTypeAny {
  if (f.kind === 'date') {
    return textSchema(f).superRefine((v, ctx) => {
      const problem = typeof v === 'string' ? sendOnProblem(v, Date.now()) : undefined;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
  }
  if (f.kind === 'country') {
    return z
      .string({ required_error: `${f.label} is required.`, invalid_type_error: `${f.label} must be text.` })
      .trim()
      .min(1, `${f.label} is required.`)
      .transform((v) => v.normalize('NFKC').toUpperCase())
      .refine((v) => needs.shipsTo.includes(v), 'We do not ship to that country.');
  }
  if (leafOf(f) === 'postalCode') return textSchema(f).refine((v) => typeof v === 'string' && POSTAL_CODE.test(v), `${f.label} may hold only letters, digits, spaces and dashes.`);
  return textSchema(f);
}

function group(fields: readonly CheckoutField[], needs: CustomerNeeds, label: string) {
  const shape = Object.fromEntries(fields.map((f) => [leafOf(f), fieldSchema(f, needs)]));
  return z.object(shape, { required_error: `${label} is required.`, invalid_type_error: `${label} must be an object.` });
}

/** The address's fields, then its region against its country's subdivisions (region-field.ts). */
function shippingSchema(needs: CustomerNeeds) {
  return group(SHIPPING_FIELDS, needs, 'A shipping address')
    .superRefine((address, ctx) => {
      const country = typeof address['country'] === 'string' ? address['country'] : '';
      if (!needs.shipsTo.includes(country)) return;
      const region = checkRegion(country, typeof address['region'] === 'string' ? address['region'] : null);
      if (!region.ok) ctx.addIssue({ code: 'custom', path: ['region'], message: region.message });
    })
    .transform((address) => {
      const region = checkRegion(String(address['country']), typeof address['region'] === 'string' ? address['region'] : null);
      return { ...address, region: region.ok ? region.code : null };
    });
}

/**
 * The customer's details of a checkout, as this cart needs them: the email always, the shipping
 * address and the gift card's recipient only when the cart holds such items (otherwise ignored).
 */
export function customerSchema(needs: CustomerNeeds) {
  return z.object({
    email: fieldSchema(EMAIL_FIELD, needs) as z.ZodType<string>,
    shippingAddress: needs.shipping
      ? (shippingSchema(needs) as unknown as z.ZodType<PostalAddress, z.ZodTypeDef, unknown>)
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
