import { describe, expect, it } from 'vitest';
import { centsOfTyped } from './amount.js';

describe('centsOfTyped', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['$25.05', 2505],
    ['-5', -500],
    [' 0.99 ', 99],
  ])('%s is %i cents', (text, cents) => expect(centsOfTyped(text)).toBe(cents));
  it.each(['', 'abc', '1.234', '1,000', '--5'])('%j is no amount', (text) => expect(centsOfTyped(text)).toBeUndefined());
});
