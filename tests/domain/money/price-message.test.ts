import { describe, expect, it } from 'vitest';
import { fillPriceMessage } from '../../../domain/money/price-message.js';

describe('fillPriceMessage', () => {
  it('fills known placeholders and drops unknown ones', () => {
    expect(fillPriceMessage('from {fromPrice}', { fromPrice: '$1' })).toBe('from $1');
    expect(fillPriceMessage('{price} every { billingPeriodValue } weeks{x}', { price: 'P', billingPeriodValue: 2 })).toBe('P every 2 weeks');
    expect(fillPriceMessage('{constructor}', {})).toBe('');
  });
});
