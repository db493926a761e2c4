import { describe, expect, it } from 'vitest';
import { centsMoney, decimalCents, moneyCents } from '../../../domain/money/minor-units.js';
import { decimalMoneyJson, moneyJson, valueMoneyJson } from '../../../domain/money/money-json.js';
import { readAmount, readMoney } from '../../../domain/money/money.js';
import { moneyText } from '../../../domain/money/cart-money.js';

describe('stored minor units and Money', () => {
  it('reads minor units by the currency\'s fraction digits (JPY has none)', () => {
    expect(centsMoney(4250, 'USD')).toEqual({ amount: '42.5', currency: 'USD' });
    expect(centsMoney(4250, 'JPY')).toEqual({ amount: '4250', currency: 'JPY' });
    expect(centsMoney(-5, 'EUR')).toEqual({ amount: '-0.05', currency: 'EUR' });
    expect(centsMoney('x', 'USD')).toEqual({ amount: '0', currency: 'USD' });
  });

  it('writes Money as minor units, rounding half away from zero', () => {
    expect(moneyCents({ amount: '42.5', currency: 'USD' })).toBe(4250);
    expect(moneyCents({ amount: '12.345', currency: 'USD' })).toBe(1235);
    expect(moneyCents({ amount: '-12.345', currency: 'USD' })).toBe(-1235);
    expect(moneyCents({ amount: '500.5', currency: 'JPY' })).toBe(501);
    expect(decimalCents('15', 'USD')).toBe(1500);
    expect(decimalCents('15', 'JPY')).toBe(15);
    expect(decimalCents('', 'USD')).toBe(0);
  });

  it('goes from a wire shape to minor units and back without a change', () => {
    for (const [cents, currency] of [[4250, 'USD'], [4250, 'JPY'], [1, 'GBP'], [0, 'EUR']] as const) {
      const wire = decimalMoneyJson(cents, currency);
      const read = readMoney(wire);
      expect(read && moneyCents(read)).toBe(cents);
      const value = readMoney(valueMoneyJson(cents, currency));
      expect(value && moneyCents(value)).toBe(cents);
    }
  });
});

describe('the wire shapes written from minor units', () => {
  it('keep the calls\' JSON: the decimal with the currency\'s digits, the code, the cents', () => {
    expect(moneyJson(4200, 'USD')).toEqual({ currencyCode: 'USD', value: '42.00', decimalValue: '42.00', cents: 4200 });
    expect(moneyJson(4200, 'JPY')).toEqual({ currencyCode: 'JPY', value: '4200', decimalValue: '4200', cents: 4200 });
    expect(decimalMoneyJson(1500, 'EUR')).toEqual({ decimalValue: '15.00', currencyCode: 'EUR' });
    expect(valueMoneyJson(-250, 'USD')).toEqual({ currency: 'USD', value: '-2.50' });
  });
});

describe('readAmount', () => {
  it('reads a limit written as a number, numeric text or either money shape', () => {
    expect(readAmount(35)).toBe('35');
    expect(readAmount(' 35.50 ')).toBe('35.5');
    expect(readAmount({ decimalValue: '2000.00', currencyCode: 'USD' })).toBe('2000');
    expect(readAmount({ value: 1000, currency: 'USD' })).toBe('1000');
    expect(readAmount({})).toBeUndefined();
    expect(readAmount('ten')).toBeUndefined();
  });

  it('never reads an amount through the prototype', () => {
    const inherited = Object.create({ decimalValue: '99' }) as object;
    expect(readAmount(inherited)).toBeUndefined();
  });
});

describe('moneyText', () => {
  it('writes Money in the locale given, trimming a zero fraction when asked', () => {
    expect(moneyText({ amount: '42', currency: 'USD' })).toBe('$42.00');
    expect(moneyText({ amount: '42', currency: 'USD' }, true)).toBe('$42');
    expect(moneyText({ amount: '1234.5', currency: 'EUR' }, false, 'de-DE')).toBe('1.234,50\u00a0€');
  });
});
