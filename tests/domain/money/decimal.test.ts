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

/** Comparison as first written: split at the points, pad the fractions, compare the texts. */
function comparedByText(a: string, b: string): number {
  const na = a.startsWith('-');
  const nb = b.startsWith('-');
  if (na !== nb) return na ? -1 : 1;
  const [ai = '', af = ''] = (na ? a.slice(1) : a).split('.');
  const [bi = '', bf = ''] = (nb ? b.slice(1) : b).split('.');
  let magnitude: number;
  if (ai.length !== bi.length) magnitude = ai.length < bi.length ? -1 : 1;
  else {
    const width = Math.max(af.length, bf.length);
    const x = ai + af.padEnd(width, '0');
    const y = bi + bf.padEnd(width, '0');
    magnitude = x === y ? 0 : x < y ? -1 : 1;
  }
  return na ? -magnitude : magnitude;
}

describe('compareDecimal, character by character', () => {
  it('agrees with comparing padded texts, odd texts included', () => {
    const odd = ['', '-', '.', '-.', '0', '-0', '00', '0.0', '1.2.3', '1.2.30', '.5', '-.5', '10.', '1e3', '٣', '1.٣'];
    const pieces = ['', '0', '1', '9', '10', '99', '100', '05', '50'];
    const texts = [...odd];
    for (const int of pieces) for (const frac of pieces) for (const sign of ['', '-']) texts.push(`${sign}${int}.${frac}`, `${sign}${int}`);
    for (const a of texts) for (const b of texts) expect(compareDecimal(a, b), `${a} vs ${b}`).toBe(comparedByText(a, b));
  });
});

describe('parseDecimal, kept texts', () => {
  it('gives the same decimal from a kept text as the first time', () => {
    for (let round = 0; round < 2; round++) {
      expect(parseDecimal('16.00')).toBe('16');
      expect(parseDecimal(' 0.050 ')).toBe('0.05');
      expect(parseDecimal('abc')).toBeUndefined();
      expect(parseDecimal(16.5)).toBe('16.5');
    }
  });

  it('reads long texts without keeping them', () => {
    const long = `${'1'.repeat(45)}.5`;
    expect(parseDecimal(long)).toBe(long);
    expect(parseDecimal(`${long}x`)).toBeUndefined();
  });
});
