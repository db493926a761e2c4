import { describe, expect, it } from 'vitest';
import { decimalText, minorUnitsText, pillMoneyText } from '../../../domain/money/cart-money.js';

describe('the cart islands\' money', () => {
  it('writes amounts as the site\'s prices are written', () => {
    expect(minorUnitsText(4200, 'USD')).toBe('$42.00');
    expect(minorUnitsText(123456, 'USD')).toBe('$1,234.56');
    expect(decimalText('42', 'USD')).toBe('$42.00');
    expect(minorUnitsText(4200, 'JPY')).toBe('¥4,200');
  });

  it('trims a zero fraction in the pill only (spec 000 §2), in the currency\'s own digits', () => {
    expect(pillMoneyText(8400, 'USD')).toBe('$84');
    expect(pillMoneyText('1250', 'USD')).toBe('$12.50');
    expect(pillMoneyText(3000, 'JPY')).toBe('¥3,000');
    expect(pillMoneyText(123400, 'EUR', 'de-DE')).toBe('1.234\u00a0€');
  });

  it('counts a missing amount as 0', () => {
    expect(pillMoneyText(undefined, 'GBP', 'en-GB')).toBe('£0');
    expect(minorUnitsText('x', 'USD')).toBe('$0.00');
  });
});
