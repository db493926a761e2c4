import { describe, expect, it } from 'vitest';
import { html } from './render.js';

const item = (structuredContent: unknown): unknown => ({ id: 'i1', structuredContent });
const input = '<input aria-label="Quantity" size="4" max="9999" min="1" value="1" type="number" step="1"></input>';

describe('quantity-input', () => {
  it('renders the number input for a physical product in stock', () => {
    const out = html('{item|quantity-input}', { item: item({ productType: 1, variants: [{ qtyInStock: 2 }] }) });
    expect(out).toBe(
      `<div class="product-quantity-input" data-item-id="i1" data-animation-role="content">\n  <div class="quantity-label">Quantity:</div>\n  ${input}\n</div>`,
    );
  });

  it('uses the localized label, escaped', () => {
    const strings = { productQuantityInputLabel: 'Qté & co' };
    const out = html('{item|quantity-input}', { item: item({ productType: 1, variants: [{ unlimited: true }] }), localizedStrings: strings });
    expect(out).toContain('<div class="quantity-label">Qté &amp; co:</div>');
    expect(out).toContain('aria-label="Qté &amp; co"');
  });

  it('follows the store setting for services, from websiteSettings or website', () => {
    const service = item({ productType: 3, variants: [{ qtyInStock: 9 }] });
    const deny = { storeSettings: { multipleQuantityAllowedForServices: false } };
    expect(html('{item|quantity-input}', { item: service })).toContain('product-quantity-input');
    expect(html('{item|quantity-input}', { item: service, websiteSettings: deny })).toBe('');
    expect(html('{item|quantity-input}', { item: service, website: deny })).toBe('');
  });

  it('prints nothing when only one can be bought', () => {
    expect(html('{item|quantity-input}', { item: item({ productType: 1, variants: [{ qtyInStock: 1 }] }) })).toBe('');
    const subscription = item({ productType: 1, variants: [{ qtyInStock: 5 }], isSubscribable: true });
    expect(html('{item|quantity-input}', { item: subscription })).toBe('');
    expect(html('{item|quantity-input}', { item: item({ productType: 2 }) })).toBe('');
  });
});
