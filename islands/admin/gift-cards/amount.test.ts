import { describe, expect, it } from 'vitest';
import { centsOfTyped } from './amount.js';

describe('centsOfTyped', () => {
  it.each([
    ['25', 'USD', 2500],
    ['25.5', 'USD', 2550],
    ['$25.05', 'USD', 2505],
    ['-5', 'USD', -500],
    [' 0.99 ', 'USD', 99],
    ['500', 'JPY', 500],
    ['¥500', 'JPY', 500],
    ['-5', 'JPY', -5],
    ['1.25', 'KWD', 1250],
  ] as const)('%s in %s is %i minor units', (text, currency, cents) => expect(centsOfTyped(text, currency)).toBe(cents));
  it.each([
    ['', 'USD'], ['abc', 'USD'], ['1.234', 'USD'], ['1,000', 'USD'], ['--5', 'USD'], ['5.5', 'JPY'],
  ] as const)('%j in %s is no amount', (text, currency) => expect(centsOfTyped(text, currency)).toBeUndefined());
});
