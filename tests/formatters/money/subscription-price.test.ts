import { describe, expect, it } from 'vitest';
// The engine first: fragments need the built-ins, which import this formatter back.
import { subscriptionPrice } from '../../../formatters/money/subscription-price.js';
import { fakeScope, format } from '../../helpers/fake-scope.js';

const money = (value: string) => `<span class="sqs-money-native">${value}</span>`;
const block = (inner: string) => `\n\n\n<div class="subscription-price">\n${inner}\n</div>`;
const option = (price: string, sale?: string) => ({
  priceMoney: { value: price, currency: 'USD' },
  salePriceMoney: { value: sale ?? '0', currency: 'USD' },
  onSale: sale !== undefined,
});
const item = (variants: unknown[]) => ({ structuredContent: { productType: 1, variants } });
const priced = (value: unknown) => format(subscriptionPrice, value, [], fakeScope({ data: value })) as string;

describe('subscription-price', () => {
  it('shows the first pricing option of the only variant', () => {
    expect(priced(item([{ price: 100, pricingOptions: [option('0.9'), option('0.5')] }]))).toBe(block(money('0.90')));
  });

  it('shows "from" the cheapest variant option when variants differ', () => {
    const value = item([
      { price: 300, priceMoney: { value: '3' }, pricingOptions: [option('2.7', '2')] },
      { price: 200, priceMoney: { value: '2' }, pricingOptions: [option('1.8', '1.5')] },
    ]);
    expect(priced(value)).toBe(block(`from ${money('1.50')}\n`));
  });

  it('shows the sale price of an option on sale', () => {
    const html = priced(item([{ pricingOptions: [option('10', '7')] }]));
    expect(html).toContain(`Sale Price:</span>${money('7.00')} `);
    expect(html).toContain(`<span class="original-price">${money('10.00')}</span>`);
  });

  it('is empty without pricing options', () => {
    expect(priced(item([{ priceMoney: { value: '5' } }]))).toBe(block(''));
    expect(priced({ structuredContent: { productType: 2 } })).toBe(block(''));
  });
});
