import { describe, expect, it } from 'vitest';
import { html } from './render-helper.js';

describe('item-classes', () => {
  it('starts with hentry and the post type', () => {
    expect(html('{@|item-classes}', { recordTypeLabel: 'text' })).toBe('hentry post-type-text');
  });

  it('adds promotion, categories, tags, author and featured', () => {
    const item = {
      promotedBlockType: 'Image',
      categories: ['Big News', 'Food'],
      tags: ['a b'],
      author: { displayName: 'Jane Doe' },
      recordTypeLabel: 'text',
      starred: true,
    };
    expect(html('{@|item-classes}', item)).toBe(
      'hentry promoted promoted-block-image category-big-news category-food tag-a-b author-jane-doe post-type-text featured',
    );
  });

  it('is safe inside a class attribute', () => {
    const item = { recordTypeLabel: 'x" onclick="y', tags: ['<b>'] };
    expect(html('{@|item-classes}', item)).toBe('hentry tag-b post-type-x&quot; onclick=&quot;y');
  });

  it('adds the index inside a repeated section', () => {
    const items = [{ recordTypeLabel: 'x' }, { recordTypeLabel: 'y' }];
    expect(html('{.repeated section items}{@|item-classes}|{.end}', { items })).toBe(
      'hentry post-type-x article-index-1|hentry post-type-y article-index-2|',
    );
  });

  it('marks store items on sale and sold out', () => {
    const item = (variant: object) => ({
      recordType: 11,
      recordTypeLabel: 'store-item',
      structuredContent: { productType: 1, variants: [variant] },
    });
    expect(html('{@|item-classes}', item({ onSale: true, qtyInStock: 0 }))).toBe('hentry post-type-store-item on-sale sold-out');
    expect(html('{@|item-classes}', item({ onSale: false, qtyInStock: 2 }))).toBe('hentry post-type-store-item');
    const notStoreItem = { ...item({ onSale: true, qtyInStock: 0 }), recordType: 1 };
    expect(html('{@|item-classes}', notStoreItem)).toBe('hentry post-type-store-item');
  });
});
