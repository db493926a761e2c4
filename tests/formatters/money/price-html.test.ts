import { describe, expect, it } from 'vitest';
import { priceHtml, storeCurrency, useCldrMoney } from '../../../formatters/money/price-html.js';
import { fakeScope } from '../../helpers/fake-scope.js';

describe('price helpers', () => {
  it('turns CLDR money on by the website setting or the feature flag', () => {
    expect(useCldrMoney(fakeScope())).toBe(false);
    expect(useCldrMoney(fakeScope({ data: { website: { useCLDRMoneyFormat: true } } }))).toBe(true);
    expect(useCldrMoney(fakeScope({ data: { featureFlags: { useCLDRMoneyFormat: true } } }))).toBe(true);
  });

  it('reads the store currency, USD by default', () => {
    expect(storeCurrency(fakeScope())).toBe('USD');
    expect(storeCurrency(fakeScope({ data: { website: { storeSettings: { selectedCurrency: 'sek' } } } }))).toBe('SEK');
  });

  it('writes a price legacy or CLDR style', () => {
    const price = { amount: '7', currency: 'JPY' };
    expect(priceHtml(price, [], fakeScope())).toBe('<span class="sqs-money-native">7</span>');
    expect(priceHtml(price, ['style:code'], fakeScope({ data: { website: { useCLDRMoneyFormat: 'true' } } }))).toBe('7 JPY');
  });
});
