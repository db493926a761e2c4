import { describe, expect, it } from 'vitest';
import { readMoney, readPrice, ZERO_MONEY } from '../../../domain/money/money.js';

describe('readMoney', () => {
  it('reads both spellings of a money value', () => {
    expect(readMoney({ decimalValue: '12.50', currencyCode: 'EUR' })).toEqual({ amount: '12.5', currency: 'EUR' });
    expect(readMoney({ value: 3, currency: 'jpy' })).toEqual({ amount: '3', currency: 'JPY' });
  });

  it('needs an amount and a currency of one spelling', () => {
    expect(readMoney({ decimalValue: '1', currency: 'USD' })).toBeUndefined();
    expect(readMoney({ value: 'abc', currency: 'USD' })).toBeUndefined();
    expect(readMoney({})).toBeUndefined();
    expect(readMoney(12)).toBeUndefined();
  });
});

describe('readPrice', () => {
  it('defaults a missing amount to 0 and a missing currency to USD', () => {
    expect(readPrice({ value: '.5' })).toEqual({ amount: '0.5', currency: 'USD' });
    expect(readPrice(undefined)).toEqual(ZERO_MONEY);
    expect(readPrice({ value: 'x', currency: 'GBP' })).toEqual({ amount: '0', currency: 'GBP' });
    expect(readPrice({}, 'EUR').currency).toBe('EUR');
  });
});
