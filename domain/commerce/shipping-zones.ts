/**
 * Shipping zones and rates (issue 25): the merchant's zones, each a set of countries or regions
 * of a country ("US", "US-NY", "CA-ON"), each with its rates; the options a shopper may choose
 * for an address, priced:
 * - the zone that names the address's region wins over one that names its whole country; the
 *   first such zone in the merchant's order is used;
 * - `flat`: the price; `weight`: the price plus the per-kilogram price times the weight,
 *   rounded half up to the minor unit; `free-over`: the price, or nothing once the subtotal
 *   after discounts reaches the amount;
 * - options are listed cheapest first (ties keep the merchant's order); the cheapest is chosen
 *   unless the shopper chose another that is still offered;
 * - a shop with no zones charges no shipping (nothing is set up); a shop with zones offers nothing
 *   for an address no zone covers, and no order is placed there.
 */
import { z } from 'zod';
import { AMOUNT_PATTERN, typedDigitsUnits } from '../money/typed-amount.js';

export const SHIPPING_ZONES_PART = 'shipping-zones';
export const MAX_ZONES = 50;
export const MAX_RATES = 20;
export const NO_SHIPPING_MESSAGE = 'We do not ship to this address. Please choose another address or contact us.';

const text = (max: number) =>
  z.string({ required_error: 'is required', invalid_type_error: 'must be text' }).trim().min(1, 'is required').max(max, `must be at most ${String(max)} characters`);
const amount = z
  .string({ required_error: 'is required', invalid_type_error: 'must be text' })
  .trim()
  .refine((v) => AMOUNT_PATTERN.test(v) && typedDigitsUnits(v, 2) !== undefined, 'must be an amount such as 5.00');
const id = z.string().trim().regex(/^[a-z0-9-]{1,40}$/, 'must be letters, digits and dashes');

/** A place a zone covers: a country ("US") or a region of one ("US-NY"). */
const place = z
  .string({ invalid_type_error: 'must be text' })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/.test(v), 'must be a country code such as US or a region such as US-NY');

export const shippingRate = z.discriminatedUnion(
  'kind',
  [
    z.object({ id, name: text(60), kind: z.literal('flat'), price: amount }),
    z.object({ id, name: text(60), kind: z.literal('weight'), price: amount, perKg: amount }),
    z.object({ id, name: text(60), kind: z.literal('free-over'), price: amount, freeOver: amount }),
  ],
  { errorMap: () => ({ message: 'must be flat, weight or free-over' }) },
);
export type ShippingRate = z.output<typeof shippingRate>;

export const shippingZone = z.object({
  id,
  name: text(60),
  places: z.array(place, { invalid_type_error: 'must be a list' }).min(1, 'Name at least one country or region.').max(300),
  rates: z.array(shippingRate, { invalid_type_error: 'must be a list' }).min(1, 'Add at least one rate.').max(MAX_RATES, `At most ${String(MAX_RATES)} rates.`),
});
export type ShippingZone = z.output<typeof shippingZone>;

export const shippingSettings = z
  .object({ zones: z.array(shippingZone, { invalid_type_error: 'must be a list' }).max(MAX_ZONES, `At most ${String(MAX_ZONES)} zones.`) })
  .superRefine((settings, ctx) => {
    const zoneIds = new Set<string>();
    settings.zones.forEach((zone, z) => {
      if (zoneIds.has(zone.id)) ctx.addIssue({ code: 'custom', path: ['zones', z, 'id'], message: 'is used by another zone' });
      zoneIds.add(zone.id);
      const rateIds = new Set<string>();
      zone.rates.forEach((rate, r) => {
        if (rateIds.has(rate.id)) ctx.addIssue({ code: 'custom', path: ['zones', z, 'rates', r, 'id'], message: 'is used by another rate of this zone' });
        rateIds.add(rate.id);
      });
    });
  });
export type ShippingSettings = z.output<typeof shippingSettings>;
export const NO_ZONES: ShippingSettings = { zones: [] };

export function shippingSettingsOf(value: unknown): ShippingSettings {
  const parsed = shippingSettings.safeParse(value);
  return parsed.success ? parsed.data : NO_ZONES;
}

export interface ShippingDestination {
  country: string;
  region: string | null;
}

/** What a shipment weighs and is worth, for pricing it. */
export interface ShipmentFacts {
  /** Subtotal after discounts, in minor units. */
  subtotalCents: number;
  weightGrams: number;
  /** Fraction digits of the store currency. */
  digits: number;
}

/** A choice the shopper is offered (the cart's `shippingOptions`). */
export interface ShippingOption {
  /** `<zone id>/<rate id>`: stable while the merchant keeps the zone and rate. */
  id: string;
  name: string;
  zoneName: string;
  kind: ShippingRate['kind'];
  costCents: number;
}

/** The zone that covers the destination: one naming its region first, else one naming its country. */
export function zoneFor(settings: ShippingSettings, destination: ShippingDestination): ShippingZone | undefined {
  const country = destination.country.trim().toUpperCase();
  const rawRegion = (destination.region ?? '').trim().toUpperCase();
  const region = rawRegion.startsWith(`${country}-`) ? rawRegion : rawRegion ? `${country}-${rawRegion}` : '';
  return (region ? settings.zones.find((z) => z.places.includes(region)) : undefined) ?? settings.zones.find((z) => z.places.includes(country));
}

/** a × b / c rounded half up, for non-negative integers. */
const mulDivRound = (a: number, b: number, c: number): number => Math.floor((2 * a * b + c) / (2 * c));

/** What one rate costs for this shipment, in minor units. */
export function rateCost(rate: ShippingRate, facts: ShipmentFacts): number {
  const cents = (value: string): number => typedDigitsUnits(value, facts.digits) ?? 0;
  switch (rate.kind) {
    case 'flat':
      return cents(rate.price);
    case 'weight':
      return cents(rate.price) + mulDivRound(Math.max(0, facts.weightGrams), cents(rate.perKg), 1000);
    case 'free-over':
      return facts.subtotalCents >= cents(rate.freeOver) ? 0 : cents(rate.price);
  }
}

/** The options for a destination, cheapest first; empty when no zone covers it. */
export function shippingOptions(settings: ShippingSettings, destination: ShippingDestination, facts: ShipmentFacts): ShippingOption[] {
  const zone = zoneFor(settings, destination);
  if (!zone) return [];
  return zone.rates
    .map((rate) => ({ id: `${zone.id}/${rate.id}`, name: rate.name, zoneName: zone.name, kind: rate.kind, costCents: rateCost(rate, facts) }))
    .map((option, index) => ({ option, index }))
    .sort((a, b) => a.option.costCents - b.option.costCents || a.index - b.index)
    .map(({ option }) => option);
}

/** The option in force: the shopper's choice while still offered, else the cheapest. */
export function chosenOption(options: readonly ShippingOption[], chosenId: string | null | undefined): ShippingOption | undefined {
  return options.find((o) => o.id === chosenId) ?? options[0];
}
