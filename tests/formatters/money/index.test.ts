import { describe, expect, it } from 'vitest';
import { render } from '../../../library/index.js';
import { moneyFormatters } from '../../../formatters/money/index.js';

describe('money formatters table', () => {
  it('registers the money and pricing formatters', () => {
    expect(moneyFormatters.map((f) => f.name).sort()).toEqual([
      'bookkeeper-money-format', 'cart-quantity', 'cart-subtotal', 'cart-url', 'from-price',
      'i18n-money-format', 'money', 'money-format', 'money-string', 'moneyFormat', 'normal-price',
      'percentage-format', 'product-price', 'sale-price', 'subscription-price', 'variant-descriptor',
    ]);
  });

  it('replaces the placeholders of the built-ins', () => {
    const { html, errors } = render('{a|money-format} {a|money-string} {m|i18n-money-format de_DE}', {
      a: 150,
      m: { decimalValue: 2, currencyCode: 'EUR' },
    });
    expect(errors).toEqual([]);
    expect(html).toBe('1.50 <span class="sqs-money-native">1.50</span> 2,00€');
  });
});
