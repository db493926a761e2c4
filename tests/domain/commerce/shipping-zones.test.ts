import { describe, expect, it } from 'vitest';
import {
  chosenOption, rateCost, shippingOptions, shippingSettingsIn, shippingSettingsOf, shippingSettingsToStore, shippingSettingsTyped, storedShippingSettings, zoneFor,
  type ShippingRate,
} from '../../../domain/commerce/shipping-zones.js';

const settings = storedShippingSettings.parse({
  zones: [
    { id: 'ny', name: 'New York', places: ['us-ny'], rates: [{ id: 'courier', name: 'Courier', kind: 'flat', priceCents: 300 }] },
    {
      id: 'us',
      name: 'United States',
      places: ['US', 'PR'],
      rates: [
        { id: 'express', name: 'Express', kind: 'flat', priceCents: 1500 },
        { id: 'standard', name: 'Standard', kind: 'free-over', priceCents: 600, freeOverCents: 5000 },
        { id: 'heavy', name: 'By weight', kind: 'weight', priceCents: 200, perKgCents: 125 },
      ],
    },
  ],
});
const facts = (subtotalCents: number, weightGrams = 0) => ({ subtotalCents, weightGrams });
const oneRate = (rate: Record<string, string>) => ({ zones: [{ id: 'a', name: 'A', places: ['US'], rates: [{ id: 'r', name: 'R', ...rate }] }] });

describe('shipping zones', () => {
  it.each([
    [{ country: 'US', region: 'NY' }, 'ny'],
    [{ country: 'us', region: 'US-NY' }, 'ny'],
    [{ country: 'US', region: 'CA' }, 'us'],
    [{ country: 'PR', region: null }, 'us'],
    [{ country: 'FR', region: null }, undefined],
  ])('finds the zone of %o: %s (a region before its country)', (destination, zone) => {
    expect(zoneFor(settings, destination)?.id).toBe(zone);
  });

  const weight: ShippingRate = { id: 'w', name: 'W', kind: 'weight', priceCents: 200, perKgCents: 125 };
  const free: ShippingRate = { id: 'f', name: 'F', kind: 'free-over', priceCents: 600, freeOverCents: 5000 };
  it.each([
    ['flat', { id: 'a', name: 'A', kind: 'flat', priceCents: 450 } as ShippingRate, facts(100), 450],
    ['weight, nothing weighed', weight, facts(100, 0), 200],
    ['weight, 1 kg', weight, facts(100, 1000), 325],
    ['weight, 250 g rounds 31.25 up to 31', weight, facts(100, 250), 231],
    ['weight, 1.5 g rounds 0.1875 down', weight, facts(100, 1.5 * 1) , 200],
    ['weight, 2 g: 0.25 rounds down', weight, facts(100, 2), 200],
    ['weight, 400 g: 50 exactly', weight, facts(100, 400), 250],
    ['weight, 1004 g: 125.5 rounds half up', weight, facts(100, 1004), 326],
    ['free over, below', free, facts(4999), 600],
    ['free over, exactly the amount', free, facts(5000), 0],
    ['free over, above', free, facts(9000), 0],
  ])('prices a rate in minor units: %s', (_name, rate, shipment, cents) => {
    expect(rateCost(rate, shipment)).toBe(cents);
  });

  it('lists the options cheapest first and chooses the cheapest unless another is still offered', () => {
    const options = shippingOptions(settings, { country: 'US', region: 'CA' }, facts(2000, 1000));
    expect(options.map((o) => [o.id, o.costCents])).toEqual([['us/heavy', 325], ['us/standard', 600], ['us/express', 1500]]);
    expect(chosenOption(options, null)?.id).toBe('us/heavy');
    expect(chosenOption(options, 'us/express')?.id).toBe('us/express');
    expect(chosenOption(options, 'ny/courier')?.id).toBe('us/heavy');
    expect(shippingOptions(settings, { country: 'FR', region: null }, facts(2000))).toEqual([]);
  });

  it.each([
    [{ zones: [{ id: 'a', name: 'A', places: ['USA'], rates: [{ id: 'r', name: 'R', kind: 'flat', price: '1' }] }] }, 'zones.0.places.0'],
    [oneRate({ kind: 'flat', price: '-1' }), 'zones.0.rates.0.price'],
    [{ zones: [{ id: 'a', name: 'A', places: ['US'], rates: [] }] }, 'zones.0.rates'],
    [oneRate({ kind: 'weight', price: '1' }), 'zones.0.rates.0.perKg'],
    [{ zones: [{ id: 'a', name: 'A', places: ['US'], rates: [{ id: 'r', name: 'R', kind: 'flat', price: '1' }] }, { id: 'a', name: 'B', places: ['CA'], rates: [{ id: 'r', name: 'R', kind: 'flat', price: '1' }] }] }, 'zones.1.id'],
  ])('refuses bad settings and names the field (%#)', (value, path) => {
    const parsed = shippingSettingsIn('USD').safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it('reads stored settings that are not valid as no zones', () => {
    expect(shippingSettingsOf({ zones: 'nope' }, 'USD')).toEqual({ zones: [] });
    expect(shippingSettingsOf(undefined, 'USD')).toEqual({ zones: [] });
  });
});

// Issue 21: shipping amounts were read as if every currency had two decimals: "5.5" was accepted
// in a JPY shop (and priced as nothing) and "5.125" refused in a KWD shop.
describe('shipping amounts by the store currency\'s digits (issue 21)', () => {
  it.each([
    ['USD', { price: '5.00', perKg: '1.25' }, { priceCents: 500, perKgCents: 125 }],
    ['JPY', { price: '500', perKg: '120' }, { priceCents: 500, perKgCents: 120 }],
    ['KWD', { price: '5.125', perKg: '1' }, { priceCents: 5125, perKgCents: 1000 }],
  ])('stores %s amounts in its minor units and shows them back as typed', (currency, typed, stored) => {
    const input = shippingSettingsIn(currency).parse(oneRate({ kind: 'weight', ...typed }));
    const minor = shippingSettingsToStore(input, currency);
    expect(minor.zones[0]?.rates[0]).toMatchObject(stored);
    const shown = shippingSettingsTyped(minor, currency).zones[0]?.rates[0];
    expect(shown).toMatchObject(currency === 'KWD' ? { price: '5.125', perKg: '1.000' } : typed);
  });

  it.each([
    ['USD', '12.345', 'The price must be an amount such as 12.50: USD amounts have 2 decimals.'],
    ['JPY', '5.5', 'The price must be an amount such as 500: JPY amounts have no decimals.'],
    ['KWD', '1.2345', 'The price must be an amount such as 12.500: KWD amounts have 3 decimals.'],
  ])('refuses an amount %s cannot hold, naming the field and the currency\'s decimals', (currency, price, message) => {
    const parsed = shippingSettingsIn(currency).safeParse(oneRate({ kind: 'flat', price }));
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['zones.0.rates.0.price', message]]);
  });

  it('reads rates stored before amounts were minor units (typed text) by the store currency', () => {
    const legacy = oneRate({ kind: 'free-over', price: '500', freeOver: '5000' });
    expect(shippingSettingsOf(legacy, 'JPY').zones[0]?.rates[0]).toEqual({ id: 'r', name: 'R', kind: 'free-over', priceCents: 500, freeOverCents: 5000 });
    expect(shippingSettingsOf(oneRate({ kind: 'flat', price: '5.00' }), 'USD').zones[0]?.rates[0]).toEqual({ id: 'r', name: 'R', kind: 'flat', priceCents: 500 });
  });

  it('keeps the zones of a JPY shop whose old text rates had decimals, rounded to yen', () => {
    const old = oneRate({ kind: 'weight', price: '5.50', perKg: '0.40' });
    expect(shippingSettingsOf(old, 'JPY').zones[0]?.rates[0]).toEqual({ id: 'r', name: 'R', kind: 'weight', priceCents: 6, perKgCents: 0 });
  });
});
