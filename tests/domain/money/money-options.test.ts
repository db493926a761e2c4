import { describe, expect, it } from 'vitest';
import { moneyOptions } from '../../../domain/money/money-options.js';

describe('moneyOptions', () => {
  it('maps styles to Intl options', () => {
    expect(moneyOptions(['style:accounting'])).toEqual({ currencySign: 'accounting' });
    expect(moneyOptions(['style:short'])).toEqual({ notation: 'compact', compactDisplay: 'short' });
    expect(moneyOptions(['style:name'])).toEqual({ currencyDisplay: 'name' });
    expect(moneyOptions(['style:code', 'symbol:narrow'])).toEqual({ currencyDisplay: 'narrowSymbol' });
    expect(moneyOptions(['style:standard', 'mode:significant', 'style:toString'])).toEqual({});
  });

  it('reads grouping, rounding and clamped digit options', () => {
    expect(moneyOptions(['no-group', 'round:truncate'])).toEqual({ useGrouping: false, roundingMode: 'trunc' });
    expect(moneyOptions(['group:true', 'rounding:half-even'])).toEqual({ useGrouping: true, roundingMode: 'halfEven' });
    expect(moneyOptions(['minFrac:3', 'maxfrac:99', 'maxsig:0', 'minint:x'])).toEqual({
      minimumFractionDigits: 3,
      maximumFractionDigits: 50,
      maximumSignificantDigits: 1,
    });
  });
});
