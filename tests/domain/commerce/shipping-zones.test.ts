import { describe, expect, it } from 'vitest';
import { chosenOption, rateCost, shippingOptions, shippingSettings, shippingSettingsOf, zoneFor, type ShippingRate } from '../../../domain/commerce/shipping-zones.js';

const settings = shippingSettings.parse({
  zones: [
    { id: 'ny', name: 'New York', places: ['us-ny'], rates: [{ id: 'courier', name: 'Courier', kind: 'flat', price: '3.00' }] },
    {
      id: 'us',
      name: 'United States',
      places: ['US', 'PR'],
      rates: [
        { id: 'express', name: 'Express', kind: 'flat', price: '15.00' },
        { id: 'standard', name: 'Standard', kind: 'free-over', price: '6.00', freeOver: '50.00' },
        { id: 'heavy', name: 'By weight', kind: 'weight', price: '2.00', perKg: '1.25' },
      ],
    },
  ],
});
const facts = (subtotalCents: number, weightGrams = 0) => ({ subtotalCents, weightGrams, digits: 2 });

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

  const weight: ShippingRate = { id: 'w', name: 'W', kind: 'weight', price: '2.00', perKg: '1.25' };
  const free: ShippingRate = { id: 'f', name: 'F', kind: 'free-over', price: '6.00', freeOver: '50.00' };
  it.each([
    ['flat', { id: 'a', name: 'A', kind: 'flat', price: '4.5' } as ShippingRate, facts(100), 450],
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
    [{ zones: [{ id: 'a', name: 'A', places: ['US'], rates: [{ id: 'r', name: 'R', kind: 'flat', price: '-1' }] }] }, 'zones.0.rates.0.price'],
    [{ zones: [{ id: 'a', name: 'A', places: ['US'], rates: [] }] }, 'zones.0.rates'],
    [{ zones: [{ id: 'a', name: 'A', places: ['US'], rates: [{ id: 'r', name: 'R', kind: 'weight', price: '1' }] }] }, 'zones.0.rates.0.perKg'],
    [{ zones: [{ id: 'a', name: 'A', places: ['US'], rates: [{ id: 'r', name: 'R', kind: 'flat', price: '1' }] }, { id: 'a', name: 'B', places: ['CA'], rates: [{ id: 'r', name: 'R', kind: 'flat', price: '1' }] }] }, 'zones.1.id'],
  ])('refuses bad settings and names the field (%#)', (value, path) => {
    const parsed = shippingSettings.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it('reads stored settings that are not valid as no zones', () => {
    expect(shippingSettingsOf({ zones: 'nope' })).toEqual({ zones: [] });
    expect(shippingSettingsOf(undefined)).toEqual({ zones: [] });
  });
});
