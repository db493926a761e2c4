import { describe, expect, it } from 'vitest';
import { formatLocalizedLegacy, legacySymbol } from '../../../domain/money/localized-legacy-format.js';

const NBSP = '\u00a0';

describe('formatLocalizedLegacy', () => {
  it('puts the symbol where the locale does, glued unless a letter meets the number', () => {
    expect(formatLocalizedLegacy('9876.54', 'EUR', 'de_DE')).toBe('9.876,54€');
    expect(formatLocalizedLegacy('9876.54', 'NZD', 'de_DE')).toBe('9.876,54 NZ$');
    expect(formatLocalizedLegacy('9876.54', 'GBP', 'en_GB')).toBe('£9,876.54');
    expect(formatLocalizedLegacy('9876.54', 'NOK', 'en-US')).toBe('kr 9,876.54');
  });

  it('groups French and Swedish numbers with a no-break space', () => {
    expect(formatLocalizedLegacy('9876.54', 'USD', 'fr_FR')).toBe(`9${NBSP}876,54$`);
    expect(formatLocalizedLegacy('9876.54', 'DKK', 'sv-SE')).toBe(`9${NBSP}876,54 kr`);
  });

  it('writes an ASCII minus, inside a spaced symbol', () => {
    expect(formatLocalizedLegacy('-5.5', 'HKD', 'en-US')).toBe('-HK$5.50');
    expect(formatLocalizedLegacy('-5.5', 'SEK', 'es-US')).toBe('kr -5.50');
    expect(formatLocalizedLegacy('-5.5', 'SEK', 'sv-SE')).toBe('-5,50 kr');
    expect(formatLocalizedLegacy('-0.001', 'EUR', 'en-US')).toBe('€0.00');
  });

  it('rounds to the currency digits', () => {
    expect(formatLocalizedLegacy('99.5', 'JPY', 'fr-FR')).toBe('100¥');
  });

  it('uses one symbol per currency, the code for others', () => {
    expect(legacySymbol('CAD')).toBe('C$');
    expect(legacySymbol('XAU')).toBe('XAU');
    expect(formatLocalizedLegacy('1', 'XAU', 'en-US')).toBe('XAU 1.00');
  });
});
