import { describe, expect, it } from 'vitest';
import { html } from './render.js';

const soldOut = { id: 'p1', structuredContent: { productType: 1, variants: [{ qtyInStock: 0, onSale: true }] } };
const onSale = { id: 'p1', structuredContent: { productType: 1, variants: [{ qtyInStock: 1, onSale: true }] } };

describe('product-status', () => {
  it('sold out wins over sale', () => {
    expect(html('{@|product-status}', soldOut)).toBe('<div class="product-mark sold-out">sold out</div>');
    expect(html('{@|product-status}', onSale)).toBe('<div class="product-mark sale">sale</div>');
  });

  it('uses the merchant text, then the localized text, escaped', () => {
    const localizedStrings = { productSoldOutText: 'épuisé', productSaleText: 'soldes' };
    const custom = { item: soldOut, productMerchandisingContext: { p1: { customSoldOutText: 'Gone & "done"' } }, localizedStrings };
    expect(html('{item|product-status}', custom)).toBe('<div class="product-mark sold-out">Gone &amp; &quot;done&quot;</div>');
    const localized = { item: soldOut, productMerchandisingContext: { p1: { customSoldOutText: '' } }, localizedStrings };
    expect(html('{item|product-status}', localized)).toBe('<div class="product-mark sold-out">épuisé</div>');
    expect(html('{item|product-status}', { item: onSale, localizedStrings })).toBe('<div class="product-mark sale">soldes</div>');
  });

  it('prints nothing for an available product at full price', () => {
    expect(html('{@|product-status}', { structuredContent: { productType: 2 } })).toBe('');
    expect(html('{@|product-status}', { structuredContent: { productType: 4 } })).toBe('');
  });
});
