import { describe, expect, it } from 'vitest';
import { compareDecimal, parseDecimal, shiftDecimal } from '../../../domain/money/decimal.js';

describe('parseDecimal', () => {
  it('reads numbers and numeric text into canonical text', () => {
    expect(parseDecimal(12)).toBe('12');
    expect(parseDecimal(' -1.50 ')).toBe('-1.5');
    expect(parseDecimal('.5')).toBe('0.5');
    expect(parseDecimal('+007.0100')).toBe('7.01');
    expect(parseDecimal('1e3')).toBe('1000');
    expect(parseDecimal('12.5E-3')).toBe('0.0125');
    expect(parseDecimal(1e-7)).toBe('0.0000001');
    expect(parseDecimal('-0.00')).toBe('0');
  });

  it('rejects what is not a number', () => {
    for (const value of ['', '.', '1.2.3', 'abc', '0x10', '1e999', NaN, Infinity, null, undefined, true, {}, []]) {
      expect(parseDecimal(value)).toBeUndefined();
    }
  });
});

describe('shiftDecimal', () => {
  it('moves the point exactly both ways', () => {
    expect(shiftDecimal('12345', -2)).toBe('123.45');
    expect(shiftDecimal('1.005', 2)).toBe('100.5');
    expect(shiftDecimal('0.5', 2)).toBe('50');
    expect(shiftDecimal('-3', -4)).toBe('-0.0003');
    expect(shiftDecimal('0', 2)).toBe('0');
  });
});

describe('compareDecimal', () => {
  it('orders by value, not by text', () => {
    expect(compareDecimal('9', '10')).toBe(-1);
    expect(compareDecimal('0.75', '0.5')).toBe(1);
    expect(compareDecimal('-2', '-10')).toBe(1);
    expect(compareDecimal('-1', '0.5')).toBe(-1);
    expect(compareDecimal('1.50', '1.5')).toBe(0);
  });
});
