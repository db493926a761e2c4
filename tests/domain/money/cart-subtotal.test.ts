import { describe, expect, it } from 'vitest';
import { formatCartSubtotal } from '../../../domain/money/cart-subtotal.js';

describe('formatCartSubtotal', () => {
  it('trims a zero fraction only', () => {
    expect(formatCartSubtotal(1200, 'USD', 'en-US')).toBe('$12');
    expect(formatCartSubtotal('1250', 'USD', 'en-US')).toBe('$12.50');
    expect(formatCartSubtotal(123400, 'EUR', 'de-DE')).toBe('1.234\u00a0€');
  });

  it('counts a missing subtotal as 0', () => {
    expect(formatCartSubtotal(undefined, 'GBP', 'en-GB')).toBe('£0');
  });
});
