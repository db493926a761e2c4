/**
 * Where the cart ships, as the checkout page sends it while the shopper types the address (for
 * the shipping options and the tax before paying), and the shipping option chosen: the country
 * among those the shop ships to, the region one of its subdivisions (region-field.ts), an option
 * id as the cart lists them. `PUT /api/commerce/shopping-cart/shipping`.
 */
import { z } from 'astro/zod';
import { checkRegion } from '../checkout/region-field.js';
import { cartTokenSchema } from '../checkout/order-schemas.js';
import type { ShippingLocation } from '../../../domain/commerce/cart-pricing.js';

export const shippingChoiceSchema = z
  .object({
    location: z
      .object({
        country: z.string({ required_error: 'Country is required.', invalid_type_error: 'Country must be text.' }).trim().toUpperCase().regex(/^[A-Z]{2}$/, 'Country must be a two-letter country code such as US.'),
        region: z.string({ invalid_type_error: 'Region must be text.' }).trim().max(100).nullish(),
        postalCode: z.string({ invalid_type_error: 'Postal code must be text.' }).trim().max(16).regex(/^[A-Za-z0-9 -]*$/, 'Postal code must be letters, digits, spaces and dashes.').default(''),
      })
      .strict()
      .nullish(),
    optionId: z.string({ invalid_type_error: 'Shipping option must be text.' }).regex(/^[a-z0-9-]{1,40}\/[a-z0-9-]{1,40}$/, 'That shipping option is not one we offer.').nullish(),
    cartToken: cartTokenSchema.optional(),
    crumb: z.string().max(100).optional(),
  })
  .strict();

export type ShippingChoice = z.output<typeof shippingChoiceSchema>;

export type LocationCheck = { ok: true; location: ShippingLocation | null } | { ok: false; path: string; message: string };

/** The location as kept: a country the shop ships to and a known region of it (a region not yet chosen is kept empty). */
export function checkLocation(location: ShippingChoice['location'], shipsTo: readonly string[]): LocationCheck {
  if (!location) return { ok: true, location: null };
  if (!shipsTo.includes(location.country)) return { ok: false, path: 'location.country', message: 'We do not ship to that country.' };
  const region = location.region ? checkRegion(location.country, location.region) : { ok: true as const, code: null };
  if (!region.ok) return { ok: false, path: 'location.region', message: region.message };
  return { ok: true, location: { country: location.country, region: region.code, postalCode: location.postalCode } };
}
