import { describe, expect, it } from 'vitest';
import { fillPriceLine, fillPriceMessage } from '../../../domain/money/price-message.js';

describe('fillPriceMessage', () => {
  it('fills known placeholders and drops unknown ones', () => {
    expect(fillPriceMessage('from {fromPrice}', { fromPrice: '$1' })).toBe('from $1');
    expect(fillPriceMessage('{price} every { billingPeriodValue } weeks{x}', { price: 'P', billingPeriodValue: 2 })).toBe('P every 2 weeks');
    expect(fillPriceMessage('{constructor}', {})).toBe('');
  });
});

describe('fillPriceLine', () => {
  it('fills price and fromPrice with the price, over the values, and the rest from the values', () => {
    expect(fillPriceLine('{price}', '$5', {})).toBe('$5');
    expect(fillPriceLine('from {fromPrice} every {billingPeriodValue} weeks', '$5', { billingPeriodValue: 2, price: 'x' })).toBe('from $5 every 2 weeks');
    expect(fillPriceLine('{ price }/{duration}{x}', '€1', { duration: 3 })).toBe('€1/3');
  });

  it('reads a text it has seen before with new values', () => {
    const text = '{price} für {\u00a0duration\u00a0} Monate';
    expect(fillPriceLine(text, 'A', { duration: 1 })).toBe('A für 1 Monate');
    expect(fillPriceLine(text, 'B', {})).toBe('B für  Monate');
    expect(fillPriceMessage(text, { price: 'C', duration: 'zwölf' })).toBe('C für zwölf Monate');
  });
});
