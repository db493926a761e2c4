import { describe, expect, it } from 'vitest';
import { routeRequest } from '../../../site/content/routing.js';
import type { Route, SiteContent } from '../../../site/content/types.js';
import { loadFixture } from './load.js';

/** A route in one line: what it shows and with what. */
function describeRoute(route: Route): string {
  switch (route.kind) {
    case 'collection': {
      const filters = [route.category && `category=${route.category}`, route.tag && `tag=${route.tag}`].filter(Boolean);
      return [`collection ${route.collection.collection.urlId} offset=${route.offset}`, ...filters].join(' ');
    }
    case 'item':
      return `item ${route.collection.collection.urlId}/${route.item.urlId}`;
    case 'page':
      return `page ${route.page.page.urlId}`;
    case 'home':
      return `home → ${describeRoute(route.target)}`;
    case 'search':
      return `search "${route.query}"`;
    case 'platform':
      return route.param === undefined ? `platform ${route.name}` : `platform ${route.name} ${route.param}`;
    case 'not-found':
      return `not-found ${route.path}`;
  }
}

const route = (path: string, content: SiteContent): string => describeRoute(routeRequest(new URL(path, 'http://site.test'), content));

describe('routing a blog-and-gallery site', () => {
  const content = loadFixture('blog-gallery');
  const table: Array<[string, string]> = [
    ['/journal', 'collection journal offset=0'],
    ['/journal/', 'collection journal offset=0'],
    ['/journal?offset=3', 'collection journal offset=3'],
    ['/journal?offset=-3', 'collection journal offset=0'],
    ['/journal?offset=abc', 'collection journal offset=0'],
    ['/journal?offset=1e3', 'collection journal offset=0'],
    ['/journal?offset=1767052800000', 'collection journal offset=1767052800000'],
    ['/journal?offset=1234567890123456', 'collection journal offset=0'],
    ['/journal?category=Walks&offset=3', 'collection journal offset=3 category=Walks'],
    ['/journal?tag=marsh', 'collection journal offset=0 tag=marsh'],
    ['/journal?category=Walks%20%26%20Talks', 'collection journal offset=0 category=Walks & Talks'],
    ['/journal/kestrel', 'item journal/kestrel'],
    ['/journal/kestrel/', 'item journal/kestrel'],
    ['/journal/cafe-notes-part-2', 'item journal/cafe-notes-part-2'],
    ['/journal/%6Bestrel', 'item journal/kestrel'],
    ['/journal/p/kestrel', 'not-found /journal/p/kestrel'],
    ['/journal/kestrel/more', 'not-found /journal/kestrel/more'],
    ['/journal//kestrel', 'not-found /journal//kestrel'],
    ['/journal/%E0%A4%A', 'not-found /journal/%E0%A4%A'],
    ['/pictures', 'collection pictures offset=0'],
    ['/pictures/reeds', 'item pictures/reeds'],
    ['/about', 'page about'],
    ['/colophon/', 'page colophon'],
    ['/', 'home → collection journal offset=0'],
    ['/?offset=3&tag=coast', 'home → collection journal offset=3 tag=coast'],
    ['/search?q=heron', 'search "heron"'],
    ['/search?q=%20%20heron%20', 'search "heron"'],
    ['/search', 'search ""'],
    [`/search?q=${'x'.repeat(300)}`, `search "${'x'.repeat(200)}"`],
    ['/cart', 'platform cart'],
    ['/cart/', 'platform cart'],
    ['/checkout', 'platform checkout'],
    ['/checkout/gift-card', 'platform gift-card'],
    ['/checkout/order-confirmed/ord_123-A', 'platform order-confirmed ord_123-A'],
    ['/checkout/order-confirmed/', 'not-found /checkout/order-confirmed/'],
    ['/checkout/order-confirmed/a%3Cb', 'not-found /checkout/order-confirmed/a%3Cb'],
    ['/checkout/other', 'not-found /checkout/other'],
    ['/nowhere', 'not-found /nowhere'],
    ['/__proto__', 'not-found /__proto__'],
    ['/constructor', 'not-found /constructor'],
    ['/journal/__proto__', 'not-found /journal/__proto__'],
    ['/toString', 'not-found /toString'],
  ];
  it.each(table)('%s → %s', (path, expected) => {
    expect(route(path, content)).toBe(expected);
  });
});

describe('routing a store', () => {
  const content = loadFixture('store');
  it.each([
    ['/', 'home → collection shop offset=0'],
    ['/shop/p/linen-apron', 'item shop/linen-apron'],
    ['/shop/linen-apron', 'not-found /shop/linen-apron'],
    ['/contact', 'page contact'],
  ])('%s → %s', (path, expected) => {
    expect(route(path, content)).toBe(expected);
  });
});

describe('the home page', () => {
  const content = loadFixture('blog-gallery');
  const withNavigation = (navigation: SiteContent['navigation']): SiteContent => ({ ...content, navigation });

  it('is the page marked homepage', () => {
    const pages = content.pages.map((p) => (p.page.urlId === 'about' ? { ...p, page: { ...p.page, homepage: true } } : p));
    expect(route('/', { ...content, pages })).toBe('home → page about');
  });

  it('is the first link of the first navigation that leads to a collection or page', () => {
    expect(route('/', withNavigation({
      mainNav: [{ title: 'Elsewhere', url: 'https://example.com' }, { title: 'Cart', url: '/cart' }, { title: 'More', url: '/more', items: [{ title: 'About', url: '/about' }] }, { title: 'Pictures', url: '/pictures' }],
      footerNav: [{ title: 'Notebook', url: '/journal' }],
    }))).toBe('home → page about');
  });

  it('is not found when nothing is marked and no link leads anywhere', () => {
    expect(route('/', withNavigation({ mainNav: [{ title: 'Elsewhere', url: 'https://example.com' }] }))).toBe('not-found /');
    expect(route('/', withNavigation({}))).toBe('not-found /');
  });
});
