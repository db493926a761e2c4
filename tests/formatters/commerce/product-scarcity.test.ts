import { describe, expect, it } from 'vitest';
import { html } from './render.js';

const page = (context: Record<string, unknown>): unknown => ({ item: { id: 'p1' }, productMerchandisingContext: { p1: context } });

describe('product-scarcity', () => {
  it('fills the stock into the merchant text per view, escaped', () => {
    const views = [{ qtyInStock: 2, attributes: { Size: 'S' } }, { qtyInStock: 4 }];
    const context = { scarcityEnabled: true, scarcityText: 'Only {qtyInStock} left & going', scarcityTemplateViews: views };
    const out = html('{item|product-scarcity}', page(context));
    expect(out).toBe(
      '<div class="product-scarcity" data-variant-attributes="{&quot;Size&quot;:&quot;S&quot;}" hidden>\n    Only 2 left &amp; going\n  </div>\n\n' +
        '  <div class="product-scarcity">\n    Only 4 left &amp; going\n  </div>',
    );
  });

  it('prints nothing unless the merchant turned it on', () => {
    const views = [{ qtyInStock: 2 }];
    expect(html('{item|product-scarcity}', page({ scarcityEnabled: false, scarcityText: 'x', scarcityTemplateViews: views }))).toBe('');
    expect(html('{item|product-scarcity}', page({ scarcityText: 'x', scarcityTemplateViews: views }))).toBe('');
    expect(html('{item|product-scarcity}', { item: { id: 'p1' } })).toBe('');
  });
});
