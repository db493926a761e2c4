/**
 * What each route of the demo store renders: the template, the HTTP status, the page title
 * and the JSON context the template receives (also what `?format=json` answers). Pure: the
 * store is passed in, so the site and the tests resolve routes the same way.
 */
import type { CollectionContent, DemoStore, JsonObject } from './demo-store.js';

/** The templates in fixtures/sites/demo/templates/ (without `.jsont`); site-header frames the others. */
export type DemoTemplateName =
  | 'collection'
  | 'product'
  | 'blog'
  | 'blog-post'
  | 'gallery'
  | 'events'
  | 'contact'
  | 'cart'
  | 'checkout'
  | 'order-confirmed'
  | 'gift-card'
  | 'not-found'
  | 'site-header';

export const DEMO_TEMPLATE_NAMES: readonly DemoTemplateName[] = [
  'collection',
  'product',
  'blog',
  'blog-post',
  'gallery',
  'events',
  'contact',
  'cart',
  'checkout',
  'order-confirmed',
  'gift-card',
  'not-found',
  'site-header',
];

/** The route a request matched; `slug` for detail pages, `path` for the not-found page. */
export type DemoRoute =
  | { page: 'shop' | 'blog' | 'gallery' | 'events' | 'contact' | 'cart' }
  | { page: 'product' | 'blog-post'; slug: string }
  | { page: 'not-found'; path: string };

export interface ResolvedPage {
  template: DemoTemplateName;
  status: number;
  title: string;
  context: JsonObject;
}

/** Page type values (spec 001 §2). */
export const PAGE_TYPE = { collection: 1, page: 2, item: 50, notFound: 100, cart: 200, checkout: 201, orderConfirmed: 202, giftCard: 203 } as const;

/** The settings every template may look up: `website`, `websiteSettings` and the navigation. */
export function siteContext(store: DemoStore): JsonObject {
  const { website, navigation } = store.website;
  // The library reads some settings under `websiteSettings` (comments, store settings) and
  // others under `website`; the demo keeps them in one place and hands them under both names.
  return { website, websiteSettings: website, navigation: navigation ?? [] };
}

export function pageTitle(store: DemoStore, title: string): string {
  return `${title} — ${store.website.website.siteTitle}`;
}

function collectionPage(store: DemoStore, template: DemoTemplateName, content: CollectionContent, extra: JsonObject = {}): ResolvedPage {
  return {
    template,
    status: 200,
    title: pageTitle(store, content.collection.title),
    context: { ...siteContext(store), pageType: PAGE_TYPE.collection, ...content, ...extra },
  };
}

function itemPage(store: DemoStore, template: DemoTemplateName, content: CollectionContent, slug: string, extra: JsonObject = {}): ResolvedPage | undefined {
  const item = content.items.find((candidate) => candidate.urlId === slug);
  if (item === undefined) return undefined;
  return {
    template,
    status: 200,
    title: pageTitle(store, item.title),
    context: { ...siteContext(store), pageType: PAGE_TYPE.item, collection: content.collection, item, ...extra },
  };
}

/** The not-found page (page type 100) for a path, answered with status 404. */
export function notFoundPage(store: DemoStore, path: string): ResolvedPage {
  const content = store.notFound;
  return {
    template: 'not-found',
    status: 404,
    title: pageTitle(store, content.collection.title),
    context: { ...siteContext(store), ...content, pageType: PAGE_TYPE.notFound, requestPath: path },
  };
}

/** Resolves a route against the store; unknown slugs give the not-found page. */
export function resolveDemoRoute(store: DemoStore, route: DemoRoute): ResolvedPage {
  const merchandising = { productMerchandisingContext: store.shop.productMerchandisingContext ?? {} };
  switch (route.page) {
    case 'shop':
      return collectionPage(store, 'collection', store.shop, merchandising);
    case 'product':
      return itemPage(store, 'product', store.shop, route.slug, merchandising) ?? notFoundPage(store, `/shop/p/${route.slug}`);
    case 'blog':
      return collectionPage(store, 'blog', store.blog);
    case 'blog-post':
      return itemPage(store, 'blog-post', store.blog, route.slug) ?? notFoundPage(store, `/blog/${route.slug}`);
    case 'gallery':
      return collectionPage(store, 'gallery', store.gallery);
    case 'events':
      return collectionPage(store, 'events', store.events);
    case 'contact':
      return {
        template: 'contact',
        status: 200,
        title: pageTitle(store, store.contact.collection.title),
        context: { ...siteContext(store), pageType: PAGE_TYPE.page, ...store.contact },
      };
    case 'cart':
      return {
        template: 'cart',
        status: 200,
        title: pageTitle(store, store.cart.collection.title),
        context: { ...siteContext(store), ...store.cart },
      };
    case 'not-found':
      return notFoundPage(store, route.path);
  }
}

/** The product slugs of the shop and the post slugs of the blog (for links and tests). */
export function demoSlugs(store: DemoStore): { products: string[]; posts: string[] } {
  const slugs = (content: CollectionContent) => content.items.flatMap((item) => (item.urlId ? [item.urlId] : []));
  return { products: slugs(store.shop), posts: slugs(store.blog) };
}
