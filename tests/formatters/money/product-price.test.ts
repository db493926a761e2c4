import { describe, expect, it } from 'vitest';
// The engine first: fragments need the built-ins, which import this formatter back.
import { productPrice } from '../../../formatters/money/product-price.js';
import { fakeScope, format } from '../../helpers/fake-scope.js';

const money = (value: string) => `<span class="sqs-money-native">${value}</span>`;
const SALE = '<span class="visually-hidden v6-visually-hidden">Sale Price:</span>';
const ORIGINAL = '<span class="visually-hidden v6-visually-hidden">Original Price:</span>';
const variant = (price: number, sale?: number) => ({
  price: price * 100,
  priceMoney: { value: String(price) },
  ...(sale === undefined ? {} : { onSale: true, salePrice: sale * 100, salePriceMoney: { value: String(sale) } }),
});
const product = (content: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ structuredContent: content, ...extra });
const block = (inner: string) => `\n\n\n<div class="product-price">\n${inner}\n</div>`;
const priced = (item: unknown, locale = 'en-US') => format(productPrice, item, [], { ...fakeScope({ data: item }), locale }) as string;

describe('product-price', () => {
  it('shows one price', () => {
    expect(priced(product({ productType: 2, priceMoney: { value: '15' } }))).toBe(block(money('15.00')));
  });

  it('shows "from" the lowest price when variants differ', () => {
    expect(priced(product({ productType: 1, variants: [variant(30), variant(25, 12)] }))).toBe(block(`from ${money('12.00')}\n`));
  });

  it('shows the sale and the original price', () => {
    const item = product({ productType: 3, variants: [variant(30, 20)] });
    expect(priced(item)).toBe(block(`${SALE}${money('20.00')} ${ORIGINAL}<span class="original-price">${money('30.00')}</span>\n`));
  });

  it('uses the site translations of labels and "from"', () => {
    const strings = { productPriceFromText: 'ab {fromPrice}', salePriceText: 'Rabatt <%>' };
    expect(priced(product({ productType: 1, variants: [variant(1), variant(2)] }, { localizedStrings: strings }))).toContain(`ab ${money('1.00')}`);
    const sale = priced(product({ productType: 1, variants: [variant(2, 1)] }, { localizedStrings: strings }));
    expect(sale).toContain('>Rabatt &lt;%&gt;</span>');
  });

  it('shows subscription terms, in years when they divide evenly', () => {
    const plan = { billingPeriod: { unit: 'MONTH', value: 3 }, numBillingCycles: 8 };
    const item = product({ productType: 1, isSubscribable: true, subscriptionPlan: plan, variants: [variant(9)] });
    expect(priced(item)).toBe(block(`${money('9.00')} every 3 months for 2 years`));
  });

  it('uses the translated subscription text', () => {
    const plan = { billingPeriod: { unit: 'WEEK', value: 2 } };
    const strings = { productPrice__singlePrice__nWeekly__indefinite: '{price} alle {billingPeriodValue} Wochen' };
    const item = product({ productType: 1, isSubscribable: 'true', subscriptionPlan: plan, variants: [variant(5)] }, { localizedStrings: strings });
    expect(priced(item)).toBe(block(`${money('5.00')} alle 2 Wochen`));
  });

  it('says Unavailable for a subscription without a billing period', () => {
    expect(priced(product({ productType: 1, isSubscribable: true }))).toBe(block('Unavailable\n'));
  });

  it('prints an empty block for an unknown product', () => {
    expect(priced({})).toBe(block(''));
  });

  it('formats with CLDR data when the site turns it on', () => {
    const item = product({ productType: 2, priceMoney: { value: '1234.5', currency: 'EUR' } }, { website: { useCLDRMoneyFormat: true } });
    expect(priced(item)).toBe(block('€1,234.50'));
    expect(priced(item, 'fr-FR')).toBe(block('1\u202f234,50\u00a0€'));
    expect(priced(item, 'none')).toBe(block(''));
  });
});
