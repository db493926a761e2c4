import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/admin/content/limits.js';
import { currencyDigits } from '../../../domain/money/currencies.js';
import { minorUnitsTyped, typedDigitsUnits, typedMinorUnits } from '../../../domain/money/typed-amount.js';

// By currency: what the merchant types, the minor units stored, and how the admin shows them again.
const byCurrency: Readonly<Record<string, readonly [string, number, string][]>> = {
  USD: [['12.50', 1250, '12.50'], ['12.5', 1250, '12.50'], ['500', 50000, '500.00'], ['0.05', 5, '0.05'], ['12.340', 1234, '12.34'], [' 7 ', 700, '7.00']],
  JPY: [['500', 500, '500'], ['500.00', 500, '500'], ['0', 0, '0']],
  KWD: [['1.250', 1250, '1.250'], ['1.25', 1250, '1.250'], ['500', 500000, '500.000'], ['0.001', 1, '0.001']],
};
const amounts = Object.entries(byCurrency).flatMap(([currency, rows]) => rows.map(([typed, minor, shown]) => [typed, currency, minor, shown] as const));

describe('typed amounts and stored minor units, by the currency\'s fraction digits', () => {
  it('knows the digits: USD 2, JPY 0, KWD 3 (a code outside the store currencies by the platform)', () => {
    expect(['USD', 'JPY', 'KWD', 'BHD'].map(currencyDigits)).toEqual([2, 0, 3, 3]);
  });

  it.each(amounts)('%j in %s is stored as %i and shown again as %j', (typed, currency, minor, shown) => {
    expect(typedMinorUnits(typed, currency)).toBe(minor);
    expect(minorUnitsTyped(minor, currency)).toBe(shown);
    expect(typedMinorUnits(minorUnitsTyped(minor, currency), currency)).toBe(minor);
  });

  it.each([
    ['12.345', 'USD'], ['5.5', 'JPY'], ['500.01', 'JPY'], ['1.2345', 'KWD'], ['', 'USD'], ['abc', 'USD'], ['1,000', 'USD'], ['-5', 'USD'], ['1e3', 'USD'], ['12.', 'USD'],
  ])('%j is no amount in %s', (typed, currency) => expect(typedMinorUnits(typed, currency)).toBeUndefined());

  it('reads a signed amount only when asked (a balance change), and exactly: no floating point', () => {
    expect(typedMinorUnits('-5', 'USD', true)).toBe(-500);
    expect(typedMinorUnits('-5', 'JPY', true)).toBe(-5);
    expect(typedMinorUnits('+1.5', 'KWD', true)).toBe(1500);
    expect(typedMinorUnits('1.15', 'USD')).toBe(115);
    expect(typedMinorUnits('4.35', 'USD')).toBe(435);
    expect(typedDigitsUnits('12.5', 2)).toBe(1250);
  });

  it('writes negative minor units back with their sign', () => {
    expect([minorUnitsTyped(-5, 'USD'), minorUnitsTyped(-5, 'JPY'), minorUnitsTyped(-5, 'KWD')]).toEqual(['-0.05', '-5', '-0.005']);
  });

  it('names the field and the currency\'s decimals when an amount does not fit', () => {
    expect(MESSAGES.amount('The price', 'USD')).toBe('The price must be an amount such as 12.50: USD amounts have 2 decimals.');
    expect(MESSAGES.amount('The price', 'JPY')).toBe('The price must be an amount such as 500: JPY amounts have no decimals.');
    expect(MESSAGES.amount('The price', 'KWD')).toBe('The price must be an amount such as 12.500: KWD amounts have 3 decimals.');
  });
});
