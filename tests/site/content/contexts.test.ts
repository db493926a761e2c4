import { describe, expect, it } from 'vitest';
import { itemContext } from '../../../site/content/item-context.js';
import { notFoundContext } from '../../../site/content/not-found-context.js';
import { pageContext } from '../../../site/content/page-context.js';
import { platformContext } from '../../../site/content/platform-context.js';
import { routeRequest } from '../../../site/content/routing.js';
import type { PlatformPageName, Route, SiteContent } from '../../../site/content/types.js';
import type { JsonObject } from '../../../domain/json-object.js';
import { loadFixture } from './load.js';

const blog = loadFixture('blog-gallery');
const store = loadFixture('store');

function routed<K extends Route['kind']>(path: string, content: SiteContent, kind: K): Extract<Route, { kind: K }> {
  const route = routeRequest(new URL(path, 'http://site.test'), content);
  if (route.kind !== kind) throw new Error(`${path}: ${route.kind}, not ${kind}`);
  return route as Extract<Route, { kind: K }>;
}

const siteKeys = (content: SiteContent): JsonObject => ({
  website: content.website,
  websiteSettings: content.website,
  navigation: content.navigation,
  localizedStrings: {},
});

describe('item context', () => {
  it.each([
    ['/journal/first-frost', undefined, { id: 'post-2', title: 'A kestrel over the dyke', fullUrl: '/journal/kestrel' }],
    ['/journal/kestrel', { id: 'post-1', title: 'First frost on the marsh', fullUrl: '/journal/first-frost' }, { id: 'post-3', title: 'To the lighthouse and back', fullUrl: '/journal/lighthouse-walk' }],
    ['/journal/cafe-notes-part-2', { id: 'post-6', title: 'Spring tide', fullUrl: '/journal/spring-tide' }, undefined],
  ])('%s links its neighbours', (path, prevItem, nextItem) => {
    const context = itemContext(routed(path, blog, 'item'), blog);
    expect(context['pagination']).toEqual({ ...(prevItem && { prevItem }), ...(nextItem && { nextItem }) });
  });

  it('carries the site keys, page type 50, the collection and the item', () => {
    const route = routed('/journal/kestrel', blog, 'item');
    const context = itemContext(route, blog);
    expect(context).toMatchObject({ ...siteKeys(blog), pageType: 50 });
    expect(context['collection']).toBe(route.collection.collection);
    expect(context['item']).toMatchObject({ id: 'post-2', title: 'A kestrel over the dyke', fullUrl: '/journal/kestrel', collectionId: 'col-journal' });
    expect(context).not.toHaveProperty('productMerchandisingContext');
  });

  it('gives a product its merchandising context', () => {
    const context = itemContext(routed('/shop/p/linen-tea-towel', store, 'item'), store);
    expect(context['productMerchandisingContext']).toHaveProperty(['prod-tea-towel', 'customSoldOutText'], 'Back in spring');
    expect(context['item']).toHaveProperty(['structuredContent', 'productType'], 1);
  });
});

describe('page context', () => {
  it('gives the page as collection, with typeName page, and the JSON the page carries', () => {
    const context = pageContext(routed('/about', blog, 'page'), blog);
    expect(context).toEqual({
      ...siteKeys(blog),
      pageType: 2,
      collection: { id: 'page-about', urlId: 'about', title: 'About us', description: 'Who keeps this notebook.', fullUrl: '/about', typeName: 'page' },
      team: [{ name: 'Ada' }, { name: 'Bryn' }],
    });
  });

  it('keeps a store page’s form', () => {
    const context = pageContext(routed('/contact', store, 'page'), store);
    expect(context['form']).toMatchObject({ id: 'form-contact', fields: [{ id: 'email', type: 'email' }] });
    expect(context['localizedStrings']).toEqual({ soldOut: 'Sold out' });
  });
});

describe('not-found and platform contexts', () => {
  it('not found: page type 100 and the requested path', () => {
    expect(notFoundContext('/nowhere', blog)).toEqual({ ...siteKeys(blog), pageType: 100, requestPath: '/nowhere' });
  });

  it.each([
    ['cart', 200],
    ['checkout', 201],
    ['order-confirmed', 202],
    ['gift-card', 203],
  ] as Array<[PlatformPageName, number]>)('%s: page type %i', (name, pageType) => {
    expect(platformContext(name, blog)).toEqual({ ...siteKeys(blog), pageType });
  });
});

describe('page templates', () => {
  it('are the page’s template, else its urlId', async () => {
    const { pageTemplateName } = await import('../../../site/content/page-context.js');
    expect(blog.pages.map(pageTemplateName)).toEqual(['about', 'plain']);
  });
});
