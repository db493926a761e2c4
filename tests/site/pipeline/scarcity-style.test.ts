// scarcityShownByDefault honoured: the head style keeps a product's own scarcity text out of the
// first render only where the merchant turned scarcity on, did not set it shown by default, and the
// product has options to choose.
import { describe, expect, it } from 'vitest';
import { scarcityStyle } from '../../../site/pipeline/scarcity-style.js';
import type { ProductData } from '../../../domain/commerce/product-data.js';

const product = (itemId: string, withOptions: boolean, shownByDefault = false): ProductData => ({
  itemId, title: itemId, productType: 1, subscription: false, express: false,
  options: withOptions ? [{ name: 'Size', values: ['S', 'L'] }] : [], variants: [],
  ...(shownByDefault ? { scarcityShownByDefault: true as const } : {}),
});

describe('scarcityShownByDefault honoured: the first render', () => {
  it('hides the product view of a product with options whose merchant did not set it shown by default', () => {
    const context = { productMerchandisingContext: { a: { scarcityEnabled: true }, b: { scarcityEnabled: true, scarcityShownByDefault: true }, c: { scarcityEnabled: true }, d: {} } };
    const style = scarcityStyle({ a: product('a', true), b: product('b', true, true), c: product('c', false), d: product('d', true) }, context);
    expect(style).toBe('<style data-scarcity>[data-item-id="a"] .product-scarcity:not([data-variant-attributes]){display:none}</style>');
  });

  it('shows the least-stocked variant view before a choice when shown by default and the product has no view of its own', () => {
    const variants = [{ id: 'r', sku: 'r', attributes: { Color: 'Red' }, unlimited: false, qtyInStock: 3 }, { id: 'b', sku: 'b', attributes: { Color: 'Blue' }, unlimited: false, qtyInStock: 7 }];
    const views = [{ qtyInStock: 7, attributes: { Color: 'Blue' } }, { qtyInStock: 3, attributes: { Color: 'Red' } }];
    const style = scarcityStyle({ p: { ...product('p', true, true), variants } }, { productMerchandisingContext: { p: { scarcityEnabled: true, scarcityShownByDefault: true, scarcityTemplateViews: views } } });
    expect(style).toBe('<style data-scarcity>[data-item-id="p"]:not(.scarcity-followed) .product-scarcity[data-variant-attributes="{\\"Color\\":\\"Red\\"}"]{display:block}</style>');
  });

  it('writes nothing without products or settings, and quotes an id it cannot trust', () => {
    expect(scarcityStyle(undefined, {})).toBe('');
    expect(scarcityStyle({ x: product('x', true) }, {})).toBe('');
    const odd = 'a"]<\\';
    expect(scarcityStyle({ [odd]: product(odd, true) }, { productMerchandisingContext: { [odd]: { scarcityEnabled: true } } })).toContain('[data-item-id="a\\"]\\\\"]');
  });
});
