import { describe, expect, it } from 'vitest';
import { US_TERRITORIES, isUsTaxGeography } from '../../../domain/commerce/tax.js';

describe('isUsTaxGeography', () => {
  it.each(['US', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM', 'us', ' pr '])('%j is taxed as the US', (code) => {
    expect(isUsTaxGeography(code)).toBe(true);
  });

  it.each(['CA', 'MX', 'GB', '', 'USA'])('%j is not', (code) => {
    expect(isUsTaxGeography(code)).toBe(false);
  });

  it('lists the six territories', () => {
    expect(US_TERRITORIES).toEqual(['PR', 'GU', 'VI', 'MP', 'AS', 'UM']);
  });
});
