import { describe, expect, it } from 'vitest';
import { listContext } from '../../../site/content/list-context.js';
import { routeRequest } from '../../../site/content/routing.js';
import type { SiteContent } from '../../../site/content/types.js';
import type { JsonObject } from '../../../domain/json-object.js';
import { loadFixture } from './load.js';

const blog = loadFixture('blog-gallery');
const store = loadFixture('store');

function list(path: string, content: SiteContent = blog): JsonObject {
  const route = routeRequest(new URL(path, 'http://site.test'), content);
  const target = route.kind === 'home' ? route.target : route;
  if (target.kind !== 'collection') throw new Error(`${path} is not a list: ${route.kind}`);
  return listContext(target, content);
}

const titles = (context: JsonObject): string[] => (context['items'] as Array<{ urlId: string }>).map((item) => item.urlId);

// The journal's posts, newest first, by publishOn (ms).
const T = { lighthouseWalk: 1767052800000, filmRoll: 1766966400000, springTide: 1766793600000 };

describe('list context: pages of a blog with pageSize 3, by publish time', () => {
  const cases: Array<{ path: string; items: string[]; pagination: JsonObject }> = [
    {
      path: '/journal',
      items: ['first-frost', 'kestrel', 'lighthouse-walk'],
      pagination: { pageSize: 3, nextPage: true, nextPageOffset: T.lighthouseWalk, nextPageUrl: `/journal?offset=${T.lighthouseWalk}`, prevPage: false },
    },
    {
      path: `/journal?offset=${T.lighthouseWalk}`,
      items: ['film-roll', 'heron', 'spring-tide'],
      pagination: { pageSize: 3, nextPage: true, nextPageOffset: T.springTide, nextPageUrl: `/journal?offset=${T.springTide}`, prevPage: true, prevPageUrl: '/journal' },
    },
    {
      path: `/journal?offset=${T.springTide}`,
      items: ['cafe-notes-part-2'],
      pagination: { pageSize: 3, nextPage: false, prevPage: true, prevPageOffset: T.lighthouseWalk, prevPageUrl: `/journal?offset=${T.lighthouseWalk}` },
    },
    {
      // Between two posts' times: the posts published before it.
      path: `/journal?offset=${T.lighthouseWalk - 1}`,
      items: ['film-roll', 'heron', 'spring-tide'],
      pagination: { pageSize: 3, nextPage: true, nextPageOffset: T.springTide, nextPageUrl: `/journal?offset=${T.springTide}`, prevPage: true, prevPageUrl: '/journal' },
    },
    {
      // Older than every post: nothing, and "newer" goes back to the last posts.
      path: '/journal?offset=1',
      items: [],
      pagination: { pageSize: 3, nextPage: false, prevPage: true, prevPageOffset: T.filmRoll, prevPageUrl: `/journal?offset=${T.filmRoll}` },
    },
    {
      path: '/journal?category=Walks',
      items: ['first-frost', 'lighthouse-walk', 'spring-tide'],
      pagination: { pageSize: 3, nextPage: true, nextPageOffset: T.springTide, nextPageUrl: `/journal?category=Walks&offset=${T.springTide}`, prevPage: false },
    },
    {
      path: `/journal?category=Walks&offset=${T.springTide}`,
      items: ['cafe-notes-part-2'],
      pagination: { pageSize: 3, nextPage: false, prevPage: true, prevPageUrl: '/journal?category=Walks' },
    },
    {
      path: '/journal?tag=marsh&category=Birds',
      items: ['kestrel', 'heron'],
      pagination: { pageSize: 3, nextPage: false, prevPage: false },
    },
    {
      path: `/journal?tag=coast&offset=${T.lighthouseWalk}`,
      items: ['spring-tide', 'cafe-notes-part-2'],
      pagination: { pageSize: 3, nextPage: false, prevPage: true, prevPageUrl: '/journal?tag=coast' },
    },
    {
      path: '/journal?category=A%20%26%20B',
      items: [],
      pagination: { pageSize: 3, nextPage: false, prevPage: false },
    },
  ];
  it.each(cases)('$path', ({ path, items, pagination }) => {
    const context = list(path);
    expect(titles(context)).toEqual(items);
    expect(context['pagination']).toEqual(pagination);
  });

  it('keeps a filter value with reserved characters in the page URLs', () => {
    const many = { ...blog, collections: blog.collections.map((c) => ({ ...c, items: c.items.map((item) => ({ ...item, categories: ['A & B'] })) })) };
    expect(list('/journal?category=A%20%26%20B', many)['pagination']).toMatchObject({ nextPageUrl: `/journal?category=A+%26+B&offset=${T.lighthouseWalk}` });
  });

  it('shows the newest first whatever the stored order, an item without publishOn counting from addedOn, else last', () => {
    const journal = blog.collections[0]!;
    const [a, b, c, d] = journal.items;
    const shuffled = [
      { ...d!, urlId: 'undated', publishOn: undefined, addedOn: undefined },
      { ...c! },
      { ...a!, urlId: 'added', publishOn: undefined, addedOn: 1767300000000 },
      { ...b! },
    ];
    const content = { ...blog, collections: [{ ...journal, items: shuffled }, ...blog.collections.slice(1)] };
    expect(titles(list('/journal', content))).toEqual(['added', 'kestrel', 'lighthouse-walk']);
    expect(list('/journal', content)['pagination']).toMatchObject({ nextPageOffset: T.lighthouseWalk });
    expect(titles(list(`/journal?offset=${T.lighthouseWalk}`, content))).toEqual(['undated']);
  });

  it('names the filters and the collection with its categories and tags', () => {
    const context = list('/journal?category=Birds&tag=heron');
    expect(context['categoryFilter']).toBe('Birds');
    expect(context['tagFilter']).toBe('heron');
    expect(context['collection']).toMatchObject({ id: 'col-journal', typeName: 'blog', fullUrl: '/journal', categories: ['Birds', 'Pictures', 'Walks'] });
    expect(list('/journal')).not.toHaveProperty('categoryFilter');
    expect(list('/journal')).not.toHaveProperty('tagFilter');
  });

  it('carries the site keys and page type 1 (main content)', () => {
    const context = list('/journal');
    expect(context['pageType']).toBe(1);
    expect(context['website']).toBe(blog.website);
    expect(context['websiteSettings']).toBe(blog.website);
    expect(context['navigation']).toBe(blog.navigation);
    expect(context['localizedStrings']).toEqual({});
    expect(context).not.toHaveProperty('productMerchandisingContext');
  });
});

describe('list context: page sizes', () => {
  const withSize = (typeName: string, pageSize?: number): SiteContent => {
    const journal = blog.collections[0]!;
    const many = Array.from({ length: 120 }, (_, at) => ({ ...journal.items[0]!, id: `p${at}`, urlId: `p${at}`, fullUrl: `/journal/p${at}` }));
    const collection = { ...journal.collection, typeName, pageSize };
    return { ...blog, collections: [{ ...journal, collection, items: many }] };
  };
  it.each([
    ['blog', undefined, 20],
    ['gallery', undefined, 100],
    ['events', undefined, 100],
    ['blog', 7, 7],
  ] as const)('%s with pageSize %s shows %i items', (typeName, pageSize, shown) => {
    const context = list('/journal', withSize(typeName, pageSize));
    expect((context['items'] as unknown[]).length).toBe(shown);
    // Blogs and events page by publish time (every item here has the first post's), others by position.
    const next = typeName === 'gallery' ? shown : (blog.collections[0]!.items[0]!['publishOn'] as number);
    expect(context['pagination']).toMatchObject({ pageSize: shown, nextPage: true, nextPageOffset: next, nextPageUrl: `/journal?offset=${next}` });
  });
});

describe('list context: a store', () => {
  it('gives products their merchandising context and the website’s localized strings', () => {
    const context = list('/', store);
    expect(titles(context)).toEqual(['linen-apron', 'beeswax-candle', 'linen-tea-towel']);
    expect(context['productMerchandisingContext']).toBe(store.collections[0]!.productMerchandisingContext);
    expect(context['localizedStrings']).toEqual({ soldOut: 'Sold out' });
  });
});

describe('list context: a gallery’s captions', () => {
  const gallery = (options: JsonObject): SiteContent => {
    const journal = blog.collections[0]!;
    return { ...blog, collections: [{ ...journal, collection: { ...journal.collection, typeName: 'gallery', options } }] };
  };
  it.each([
    [{}, { title: true, description: true }],
    [{ 'show-meta': false }, { title: true, description: false }],
    [{ 'show-meta-only-title': true }, { title: true, description: false }],
    [{ 'show-meta-basic': false }, { title: false, description: false }],
  ] as const)('with %j: %j, the page builder’s gallery block’s rule', (options, caption) => {
    const collection = list('/journal', gallery(options))['collection'] as JsonObject;
    expect(collection['galleryCaption']).toEqual(caption);
  });
});

describe('list context: how a gallery is drawn (domain/gallery/display.ts, as the gallery block)', () => {
  const gallery = (options: JsonObject): SiteContent => {
    const journal = blog.collections[0]!;
    return { ...blog, collections: [{ ...journal, collection: { ...journal.collection, typeName: 'gallery', options } }] };
  };
  it.each([
    [{ design: 'slideshow' }, true, false],
    [{ design: 'slider', newWindow: true }, true, true],
    [{ design: 'grid', newWindow: true, 'meta-position': 'center' }, false, true],
    [{ design: 'stacked', newWindow: true, lightbox: true }, false, false],
  ] as const)('with %j: captions over the image %j, links saying they open a new tab %j', (options, overlay, newTab) => {
    const collection = list('/journal', gallery(options))['collection'] as JsonObject;
    expect(collection['galleryOverlay']).toBe(overlay);
    expect(collection['galleryNewTab']).toBe(newTab);
  });

  it('a setting the design does not use reads as its default (a grid has no caption position, a slider no max-width)', () => {
    const grid = list('/journal', gallery({ design: 'grid', 'meta-position': 'top', 'max-width': 120 }))['collection'] as JsonObject;
    expect(grid['options']).toMatchObject({ 'meta-position': 'bottom', 'max-width': 120 });
    const slider = list('/journal', gallery({ design: 'slider', 'max-width': 120, 'active-alignment': 'left' }))['collection'] as JsonObject;
    expect(slider['options']).toMatchObject({ 'max-width': 300, 'active-alignment': 'left' });
  });
});
