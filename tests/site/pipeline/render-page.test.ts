// renderPage hands the page's context to the engine as it is, shared with the stored content (no
// copy per render): rendering must leave that content as it was, and print what a copy would.
import { beforeAll, describe, expect, it } from 'vitest';
import { itemContext } from '../../../site/content/item-context.js';
import { listContext } from '../../../site/content/list-context.js';
import { pageContext, pageTemplateName } from '../../../site/content/page-context.js';
import { routeRequest } from '../../../site/content/routing.js';
import type { Route, SiteContent } from '../../../site/content/types.js';
import type { PageFacts } from '../../../domain/tracking/page-facts.js';
import type { PageObject } from '../../../site/pipeline/page-object.js';
import { platformValues } from '../../../site/pipeline/platform-values.js';
import { renderPage } from '../../../site/pipeline/render-page.js';
import { siteRuntime, type SiteRuntime } from '../../../site/pipeline/site-runtime.js';

type Json = Record<string, unknown>;

const FACTS: PageFacts = {
  websiteId: 'w', websiteLocale: 'en-US', templateId: 't', variantId: '', pageId: 'p', pageTitle: 'Page', collectionId: '', itemId: '', recordType: '',
  pageType: '', pagePermissionTypeValue: '', notFound: false, lockScreen: false, accessDenied: false, searchPage: false, censusDisabled: false,
  account: 'none', memberAccountId: '', cloneable: false, bannerEnabled: false, restrictiveEnabled: false, restrictiveAbsolute: false,
};

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

function pageOf(site: SiteRuntime, content: SiteContent, path: string): PageObject {
  const route: Route = routeRequest(new URL(path, 'http://shop.test'), content);
  const target = route.kind === 'home' ? route.target : route;
  let context: Json;
  let main;
  let layout: string | undefined;
  if (target.kind === 'collection') {
    context = listContext(target, content);
    main = site.compiled?.collectionTemplate(target.collection.collection.typeName, 'list');
    layout = text(target.collection.collection['regionName']);
  } else if (target.kind === 'item') {
    context = itemContext(target, content);
    main = site.compiled?.collectionTemplate(target.collection.collection.typeName, 'item');
    layout = text(target.collection.collection['regionName']);
  } else if (target.kind === 'page') {
    context = pageContext(target, content);
    main = site.compiled?.pageTemplate(pageTemplateName(target.page));
    layout = text(target.page.page['regionName']);
  } else {
    throw new Error(`${path} is a ${target.kind} route`);
  }
  const platform = platformValues(site, content, path, target.kind === 'page' ? target.page : undefined, context, { main, region: site.compiled?.region(layout) });
  return {
    status: 200, route, context, main, layout, title: 'Title', description: '', platform, islands: {}, facts: FACTS, commerceEvents: undefined, visitorOnly: false,
    language: 'en-US', timeZone: 'UTC', code: { header: '', footer: '' }, site, shown: [], pillByCart: false,
  };
}


describe('renderPage on the stored content', () => {
  let site: SiteRuntime;
  let content: SiteContent;
  let paths: string[];

  beforeAll(async () => {
    site = await siteRuntime();
    if (!site.seed) throw new Error('the demo site has no seed content');
    content = site.seed;
    paths = [
      '/',
      ...content.collections.flatMap((c) => [c.collection.fullUrl, ...c.items.slice(0, 3).map((item) => item.fullUrl)]),
      ...content.pages.map((p) => p.page.fullUrl),
    ];
  });

  it('leaves the content it renders untouched, and prints what it prints from a copy', () => {
    const copies = paths.map((path) => {
      const page = pageOf(site, structuredClone(content), path);
      return { page, expected: renderPage({ ...page, site }, 'CRUMB') };
    });
    const before = JSON.stringify(content);
    deepFreeze(content);
    for (const [index, path] of paths.entries()) {
      const page = pageOf(site, content, path);
      deepFreeze(page.context);
      deepFreeze(page.platform);
      const rendered = renderPage(page, 'CRUMB');
      expect(rendered.ok, path).toBe(true);
      // The same page twice: nothing of the first render stays behind in the shared content.
      expect(renderPage(page, 'CRUMB'), path).toEqual(rendered);
      expect(rendered, path).toEqual(copies[index]?.expected);
    }
    expect(JSON.stringify(content)).toBe(before);
    expect(paths.length).toBeGreaterThan(8);
  });

  it('marks the current page in the navigation, for each path of one content, and anew for changed content', () => {
    const blog = pageOf(site, content, '/blog').platform as { navigation: Record<string, { items: { title: string; active: boolean }[] }> };
    const shop = pageOf(site, content, '/shop').platform as typeof blog;
    const active = (values: typeof blog) => Object.values(values.navigation).flatMap((n) => n.items.filter((i) => i.active).map((i) => i.title));
    expect(active(blog)).toContain('Journal');
    expect(active(blog)).not.toContain('Shop');
    expect(active(shop)).toContain('Shop');
    const renamed: SiteContent = {
      ...content,
      navigation: Object.fromEntries(Object.entries(content.navigation).map(([id, links]) => [id, links.map((l) => (l.url === '/blog' ? { ...l, title: 'Notebook' } : l))])),
    };
    expect(active(pageOf(site, renamed, '/blog').platform as typeof blog)).toContain('Notebook');
    expect(active(pageOf(site, content, '/blog').platform as typeof blog)).toContain('Journal');
  });
});
