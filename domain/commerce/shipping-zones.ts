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
 * Amounts are typed in the admin by the store currency's digits ("500" in JPY, "5.00" in USD,
 * "5.000" in KWD; domain/money/typed-amount.ts) and stored in its minor units (`…Cents`).
 */
import { z } from 'zod';
import { isJsonObject } from '../json-object.js';
import { decimalCents } from '../money/minor-units.js';
import { AMOUNT_PATTERN, minorUnitsTyped, typedAmountMessage, typedMinorUnits } from '../money/typed-amount.js';

export const SHIPPING_ZONES_PART = 'shipping-zones';
export const MAX_ZONES = 50;
export const MAX_RATES = 20;
export const NO_SHIPPING_MESSAGE = 'We do not ship to this address. Please choose another address or contact us.';

const text = (max: number) =>
  z.string({ required_error: 'is required', invalid_type_error: 'must be text' }).trim().min(1, 'is required').max(max, `must be at most ${String(max)} characters`);
const id = z.string().trim().regex(/^[a-z0-9-]{1,40}$/, 'must be letters, digits and dashes');

/** A place a zone covers: a country ("US") or a region of one ("US-NY"). */
const place = z
  .string({ invalid_type_error: 'must be text' })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/.test(v), 'must be a country code such as US or a region such as US-NY');

const kindMessage = { errorMap: () => ({ message: 'must be flat, weight or free-over' }) };

/** Zones with rates of some amount type, the ids of each level unique: the one shape of the typed and the stored settings. */
function zonesOf<Rate extends z.ZodTypeAny>(rate: Rate) {
  const zone = z.object({
    id,
    name: text(60),
    places: z.array(place, { invalid_type_error: 'must be a list' }).min(1, 'Name at least one country or region.').max(300),
    rates: z.array(rate, { invalid_type_error: 'must be a list' }).min(1, 'Add at least one rate.').max(MAX_RATES, `At most ${String(MAX_RATES)} rates.`),
  });
  return z
    .object({ zones: z.array(zone, { invalid_type_error: 'must be a list' }).max(MAX_ZONES, `At most ${String(MAX_ZONES)} zones.`) })
    .superRefine((settings, ctx) => {
      const zoneIds = new Set<string>();
      settings.zones.forEach((zone, z) => {
        if (zoneIds.has(zone.id)) ctx.addIssue({ code: 'custom', path: ['zones', z, 'id'], message: 'is used by another zone' });
        zoneIds.add(zone.id);
        const rateIds = new Set<string>();
        zone.rates.forEach((rate: { id: string }, r) => {
          if (rateIds.has(rate.id)) ctx.addIssue({ code: 'custom', path: ['zones', z, 'rates', r, 'id'], message: 'is used by another rate of this zone' });
          rateIds.add(rate.id);
        });
      });
    });
}

/** A rate's amount as stored: minor units of the store currency (500 is ¥500 in JPY, $5.00 in USD). */
const minor = z.number({ required_error: 'is required', invalid_type_error: 'must be a number' }).int('must be whole minor units').min(0).max(Number.MAX_SAFE_INTEGER);

const storedRate = z.discriminatedUnion(
  'kind',
  [
    z.object({ id, name: text(60), kind: z.literal('flat'), priceCents: minor }),
    z.object({ id, name: text(60), kind: z.literal('weight'), priceCents: minor, perKgCents: minor }),
    z.object({ id, name: text(60), kind: z.literal('free-over'), priceCents: minor, freeOverCents: minor }),
  ],
  kindMessage,
);
/** A rate as stored and priced: its amounts in minor units. */
export type ShippingRate = z.output<typeof storedRate>;

/** The stored settings (the `shipping-zones` part). */
export const storedShippingSettings = zonesOf(storedRate);
export type ShippingSettings = z.output<typeof storedShippingSettings>;
export type ShippingZone = ShippingSettings['zones'][number];
export const NO_ZONES: ShippingSettings = { zones: [] };

/** An amount typed in the admin for `field`, read by the store currency's digits (domain/money/typed-amount.ts). */
const typed = (field: string, currency: string) =>
  z
    .string({ required_error: 'is required', invalid_type_error: 'must be text' })
    .trim()
    .refine((v) => typedMinorUnits(v, currency) !== undefined, typedAmountMessage(field, currency));

/**
 * The settings as the admin types them in a shop of this currency: amounts as text ("500" in JPY,
 * "5.00" in USD, "5.000" in KWD), refused with the field and the currency's decimals when the
 * currency cannot hold them ("12.345" in USD, "5.5" in JPY).
 */
export function shippingSettingsIn(currency: string) {
  const price = typed('The price', currency);
  return zonesOf(
    z.discriminatedUnion(
      'kind',
      [
        z.object({ id, name: text(60), kind: z.literal('flat'), price }),
        z.object({ id, name: text(60), kind: z.literal('weight'), price, perKg: typed('The price per kg', currency) }),
        z.object({ id, name: text(60), kind: z.literal('free-over'), price, freeOver: typed('The free-from subtotal', currency) }),
      ],
      kindMessage,
    ),
  );
}
export type ShippingSettingsInput = z.output<ReturnType<typeof shippingSettingsIn>>;
export type ShippingRateInput = ShippingSettingsInput['zones'][number]['rates'][number];
export type ShippingZoneInput = ShippingSettingsInput['zones'][number];

/** A rate's amounts as typed and as stored: the same amount in two spellings. */
const AMOUNT_FIELDS = [['price', 'priceCents'], ['perKg', 'perKgCents'], ['freeOver', 'freeOverCents']] as const;

/** Settings (as any JSON) with each rate's amounts moved from one spelling to the other by `convert`; the rest as it is. */
function withAmounts(value: unknown, direction: 'to-minor' | 'to-typed', convert: (amount: unknown) => unknown): unknown {
  const rateOf = (rate: unknown): unknown => {
    if (!isJsonObject(rate)) return rate;
    const out = { ...rate };
    for (const [typed, minor] of AMOUNT_FIELDS) {
      const [from, to] = direction === 'to-minor' ? [typed, minor] : [minor, typed];
      if (out[from] !== undefined) out[to] = convert(out[from]);
      delete out[from];
    }
    return out;
  };
  const zones = isJsonObject(value) && Array.isArray(value['zones']) ? value['zones'] : undefined;
  if (!zones) return value;
  return { zones: zones.map((zone: unknown) => (isJsonObject(zone) && Array.isArray(zone['rates']) ? { ...zone, rates: zone['rates'].map(rateOf) } : zone)) };
}

/** Typed amounts ("500" JPY, "5.00" USD) in the currency's minor units; undefined when one is no amount. */
const minorOf = (currency: string) => (amount: unknown): number | undefined => (typeof amount === 'string' ? typedMinorUnits(amount, currency) : undefined);

/** Typed settings (checked by `shippingSettingsIn(currency)`) in the currency's minor units, to store. */
export function shippingSettingsToStore(input: ShippingSettingsInput, currency: string): ShippingSettings {
  return storedShippingSettings.parse(withAmounts(input, 'to-minor', minorOf(currency)));
}

/** Stored settings as the admin shows them to edit, amounts by the currency's digits: 500 → "500" in JPY, "5.00" in USD. */
export function shippingSettingsTyped(settings: ShippingSettings, currency: string): ShippingSettingsInput {
  return shippingSettingsIn(currency).parse(withAmounts(settings, 'to-typed', (minor) => minorUnitsTyped(Number(minor), currency)));
}

/**
 * A rate saved as text before amounts were kept in minor units: "5.50" in a JPY shop (once
 * accepted with two decimals) is rounded to the currency's digits (¥6) rather than losing the zones.
 */
const legacyMinorOf = (currency: string) => (amount: unknown): number | undefined =>
  typeof amount === 'string' && AMOUNT_PATTERN.test(amount.trim()) ? decimalCents(amount.trim(), currency) : undefined;

/** The stored settings of a shop of this currency; no zones when they are unreadable. */
export function shippingSettingsOf(value: unknown, currency: string): ShippingSettings {
  // Rates saved before amounts were stored in minor units (typed text, "5.00") are read by the currency's digits.
  const rates = isJsonObject(value) && Array.isArray(value['zones']) ? value['zones'].flatMap((z: unknown) => (isJsonObject(z) && Array.isArray(z['rates']) ? z['rates'] : [])) : [];
  const legacy = rates.some((r: unknown) => isJsonObject(r) && typeof r['price'] === 'string');
  const parsed = storedShippingSettings.safeParse(legacy ? withAmounts(value, 'to-minor', legacyMinorOf(currency)) : value);
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
  switch (rate.kind) {
    case 'flat':
      return rate.priceCents;
    case 'weight':
      return rate.priceCents + mulDivRound(Math.max(0, facts.weightGrams), rate.perKgCents, 1000);
    case 'free-over':
      return facts.subtotalCents >= rate.freeOverCents ? 0 : rate.priceCents;
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
