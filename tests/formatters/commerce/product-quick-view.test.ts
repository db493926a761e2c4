import { describe, expect, it } from 'vitest';
import { html } from './render.js';

const button = (group: string, label = 'Quick View'): string =>
  `<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="p1" data-group="${group}">${label}</span>`;

describe('product-quick-view', () => {
  it('takes the group from the item, else from the page, else the argument itself', () => {
    expect(html('{item|product-quick-view cat}', { item: { id: 'p1', cat: 'shoes' } })).toBe(button('shoes'));
    expect(html('{item|product-quick-view cat}', { item: { id: 'p1' }, cat: 'hats' })).toBe(button('hats'));
    expect(html('{item|product-quick-view cat}', { item: { id: 'p1' } })).toBe(button('cat'));
    expect(html('{item|product-quick-view}', { item: { id: 'p1' } })).toBe(button(''));
  });

  it('uses the localized label', () => {
    const localizedStrings = { productQuickViewText: 'Aperçu' };
    expect(html('{item|product-quick-view}', { item: { id: 'p1' }, localizedStrings })).toBe(button('', 'Aperçu'));
  });
});
