import { describe, expect, it } from 'vitest';
import { rateFor, salesTax, taxSettings, taxSettingsOf, type TaxSettings } from '../../../domain/commerce/sales-tax.js';

const settings = (pricesIncludeTax = false): TaxSettings =>
  taxSettings.parse({
    pricesIncludeTax,
    rates: [
      { country: 'us', region: 'ny', ratePercent: '8.875' },
      { country: 'US', region: 'PR', ratePercent: '11.5' },
      { country: 'US', ratePercent: '5' },
      { country: 'GB', ratePercent: '20' },
    ],
  });
const line = (totalCents: number, productType = 1) => ({ productType, totalCents });

describe('sales tax', () => {
  it('takes the region’s rate, else the country’s, and treats US territories as US regions', () => {
    const s = settings();
    expect(rateFor(s, { country: 'US', region: 'NY' })?.ratePercent).toBe('8.875');
    expect(rateFor(s, { country: 'us', region: ' ca ' })?.ratePercent).toBe('5');
    expect(rateFor(s, { country: 'PR', region: null })?.ratePercent).toBe('11.5');
    expect(rateFor(s, { country: 'GU', region: null })?.ratePercent).toBe('5');
    expect(rateFor(s, { country: 'FR', region: null })).toBeUndefined();
  });

  it('figures the tax once on the taxable total, half up to the cent; gift cards and unshipped orders are not taxed', () => {
    const s = settings();
    expect(salesTax(s, [line(4200), line(1600)], { country: 'US', region: 'NY' })).toEqual({ taxCents: 515, inclusive: false, rule: { country: 'US', region: 'NY', ratePercent: '8.875' } });
    expect(salesTax(s, [line(1000), line(5000, 4)], { country: 'US', region: 'NY' }).taxCents).toBe(89);
    expect(salesTax(s, [line(1)], { country: 'GB', region: null }).taxCents).toBe(0);
    expect(salesTax(s, [line(3)], { country: 'GB', region: null }).taxCents).toBe(1);
    expect(salesTax(s, [line(4200)], { country: 'FR', region: null })).toEqual({ taxCents: 0, inclusive: false, rule: null });
    expect(salesTax(s, [line(4200)], null).taxCents).toBe(0);
  });

  it('with prices that include tax, finds the part of the price that is tax', () => {
    expect(salesTax(settings(true), [line(12000)], { country: 'GB', region: null })).toEqual({ taxCents: 2000, inclusive: true, rule: { country: 'GB', region: '', ratePercent: '20' } });
    expect(salesTax(settings(true), [line(1000)], { country: 'US', region: 'NY' }).taxCents).toBe(82);
  });

  it('refuses bad rates naming the field, and reads bad stored settings as none', () => {
    const issues = (rates: unknown[]) => (taxSettings.safeParse({ pricesIncludeTax: false, rates }).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues([{ country: 'USA', ratePercent: '5' }])).toEqual(['rates.0.country: must be a two-letter country code such as US']);
    expect(issues([{ country: 'US', ratePercent: '101' }, { country: 'GB', ratePercent: '5.12345' }])).toEqual([
      'rates.0.ratePercent: must be at most 100',
      'rates.1.ratePercent: must be a percentage such as 8.875',
    ]);
    expect(issues([{ country: 'US', region: 'NY', ratePercent: '4' }, { country: 'us', region: 'ny', ratePercent: '5' }])).toEqual(['rates.1.region: US NY already has a rate']);
    expect(taxSettingsOf({ rates: 'nope' })).toEqual({ rates: [], pricesIncludeTax: false });
  });
});
