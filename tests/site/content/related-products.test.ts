// "You may also like" in the product page's context (site/content/related-products.ts through
// itemContext): the merchant's picks first, then shared categories, then tags; never the product
// itself, a hidden or sold-out product, nor a product of a collection the visitor cannot see.
import { describe, expect, it } from 'vitest';
import { itemContext } from '../../../site/content/item-context.js';
import { relatedProducts } from '../../../site/content/related-products.js';
import type { CollectionRecord, Item, SiteContent } from '../../../site/content/types.js';

interface Spec {
  categories?: string[];
  tags?: string[];
  stock?: number | 'unlimited';
  hidden?: boolean;
  picks?: string[];
  productType?: number;
}

function product(id: string, spec: Spec = {}): Item {
  const stock = spec.stock ?? 5;
  return {
    id,
    title: `Product ${id}`,
    urlId: id,
    fullUrl: `/shop/p/${id}`,
    collectionId: 'shop',
    ...(spec.categories ? { categories: spec.categories } : {}),
    ...(spec.tags ? { tags: spec.tags } : {}),
    ...(spec.hidden ? { hidden: true } : {}),
    ...(spec.picks ? { relatedProductIds: spec.picks } : {}),
    structuredContent: {
      productType: spec.productType ?? 1,
      variants: [{ id: `${id}-v`, sku: `${id.toUpperCase()}-1`, qtyInStock: stock === 'unlimited' ? 0 : stock, unlimited: stock === 'unlimited' }],
    },
  };
}

function shop(items: Item[], id = 'shop'): CollectionRecord {
  return { collection: { id, urlId: id, title: id, typeName: 'products', fullUrl: `/${id}`, categories: [], tags: [] }, items };
}

function contentOf(...collections: CollectionRecord[]): SiteContent {
  return { website: {}, navigation: {}, collections, pages: [] };
}

const ids = (items: readonly Item[]) => items.map((i) => i.id);

describe('related products', () => {
  it('takes the picks in their order, then products sharing a category, then a tag, four at most', () => {
    const subject = product('a', { categories: ['Ceramics'], tags: ['kitchen'], picks: ['e', 'c'] });
    const content = contentOf(shop([
      subject,
      product('b', { tags: ['kitchen'] }),
      product('c'),
      product('d', { categories: ['Ceramics'] }),
      product('e', { stock: 'unlimited' }),
      product('f', { tags: ['kitchen'] }),
    ]));
    expect(ids(relatedProducts(subject, content))).toEqual(['e', 'c', 'd', 'b']);
  });

  it('skips itself, hidden, sold-out and unknown products, keeping digital ones that never sell out', () => {
    const subject = product('a', { tags: ['linen'], picks: ['a', 'gone', 'hidden', 'sold-out', 'ebook'] });
    const content = contentOf(shop([
      subject,
      product('hidden', { hidden: true, tags: ['linen'] }),
      product('sold-out', { stock: 0, tags: ['linen'] }),
      product('ebook', { stock: 0, productType: 2 }),
      product('towel', { tags: ['linen'] }),
    ]));
    expect(ids(relatedProducts(subject, content))).toEqual(['ebook', 'towel']);
  });

  it('finds nothing when nothing is picked or shared', () => {
    const subject = product('a', { tags: ['linen'] });
    expect(relatedProducts(subject, contentOf(shop([subject, product('b', { tags: ['pottery'] })])))).toEqual([]);
  });

  it('draws from every products collection the content holds, and from none it left out', () => {
    const subject = product('a', { tags: ['linen'], picks: ['locked-1'] });
    const open = shop([subject, product('b', { tags: ['linen'] })]);
    const locked = shop([{ ...product('locked-1', { tags: ['linen'] }), collectionId: 'members' }], 'members');
    expect(ids(relatedProducts(subject, contentOf(open, locked)))).toEqual(['locked-1', 'b']);
    // The access gate hands the page the content without the collections the visitor has not opened.
    expect(ids(relatedProducts(subject, contentOf(open)))).toEqual(['b']);
  });

  it('is in the product page context as `relatedProducts`, and absent when there is none', () => {
    const subject = product('a', { picks: ['b'] });
    const lonely = product('z');
    const content = contentOf(shop([subject, product('b'), lonely]));
    const record = content.collections[0] as CollectionRecord;
    const context = itemContext({ kind: 'item', collection: record, item: subject }, content);
    expect(ids(context['relatedProducts'] as Item[])).toEqual(['b']);
    expect(itemContext({ kind: 'item', collection: record, item: lonely }, content)).not.toHaveProperty('relatedProducts');
  });
});
