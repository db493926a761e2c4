// The regions the checkout knows, from the iso-3166 package: the top level of a country, Great
// Britain's nations, Ireland's counties; none for a country without subdivisions.
import { describe, expect, it } from 'vitest';
import { checkRegion } from '../../../../site/features/checkout/region-field.js';
import { subdivisionsOf } from '../../../../site/features/checkout/subdivisions.js';

const codes = (country: string) => subdivisionsOf(country).map((s) => s.code);

describe('subdivisionsOf', () => {
  it('lists every US state, DC and the territories (taxed as US regions), by name', () => {
    const us = subdivisionsOf('US');
    expect(us).toHaveLength(57);
    expect(us).toContainEqual({ code: 'IL', name: 'Illinois' });
    expect(codes('US')).toEqual(expect.arrayContaining(['DC', 'PR', 'GU', 'VI']));
    expect(us[0]?.name).toBe('Alabama');
  });

  it('names the level an address names', () => {
    expect(codes('GB').sort()).toEqual(['ENG', 'NIR', 'SCT', 'WLS']);
    expect(codes('IE')).toContain('D');
    expect(codes('IE')).not.toContain('L');
    expect(codes('CA')).toHaveLength(13);
    expect(codes('DE')).toHaveLength(16);
  });

  it('has none for a country without subdivisions', () => {
    expect(subdivisionsOf('VA')).toEqual([]);
  });
});

describe('checkRegion', () => {
  it('keeps the code of a known region, refuses an unknown or missing one where the country has a list', () => {
    expect(checkRegion('US', 'illinois')).toEqual({ ok: true, code: 'IL' });
    expect(checkRegion('GB', 'Scotland')).toEqual({ ok: true, code: 'SCT' });
    expect(checkRegion('US', null)).toEqual({ ok: false, message: 'State, province or region is required.' });
    expect(checkRegion('US', 'ILL')).toMatchObject({ ok: false });
    expect(checkRegion('VA', null)).toEqual({ ok: true, code: null });
  });
});
