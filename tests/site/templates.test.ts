// Every template of the demo store compiles without errors, and every route resolves to a page
// that renders without errors (the site logs template errors; here they fail the test).
import { describe, expect, it } from 'vitest';
import { compile } from '../../engine/index.js';
import { DEMO_TEMPLATE_NAMES, demoSlugs, resolveDemoRoute, type DemoRoute } from '../../site/lib/demo-routes.js';
import { loadDemoStore, renderRoute, templateFiles, templateSource } from './helpers/demo-store.js';

describe('demo store templates', () => {
  it('lists every page template the routes use, and each exists', () => {
    const files = templateFiles();
    for (const name of DEMO_TEMPLATE_NAMES) expect(files).toContain(`${name}.jsont`);
  });

  it.each(templateFiles())('%s compiles without errors', (file) => {
    const template = compile(templateSource(file.replace(/\.jsont$/, '')), { name: file });
    expect(template.errors.map((e) => e.format())).toEqual([]);
  });

  const store = loadDemoStore();
  const { products, posts } = demoSlugs(store);
  const routes: DemoRoute[] = [
    { page: 'shop' },
    ...products.map((slug): DemoRoute => ({ page: 'product', slug })),
    { page: 'blog' },
    ...posts.map((slug): DemoRoute => ({ page: 'blog-post', slug })),
    { page: 'gallery' },
    { page: 'events' },
    { page: 'contact' },
    { page: 'cart' },
    { page: 'not-found', path: '/nowhere' },
  ];

  it.each(routes.map((route) => [JSON.stringify(route), route] as const))('%s renders without errors', (_label, route) => {
    const { page, html } = renderRoute(route, store);
    expect(html).toContain('<main');
    expect(page.title).toMatch(/ — Fern & Finch$/);
  });

  it('answers page types: collections 1, items 50, the contact page 2, the cart 200, not found 100', () => {
    const type = (route: DemoRoute) => resolveDemoRoute(store, route).context.pageType;
    expect(type({ page: 'shop' })).toBe(1);
    expect(type({ page: 'product', slug: 'linen-apron' })).toBe(50);
    expect(type({ page: 'contact' })).toBe(2);
    expect(type({ page: 'cart' })).toBe(200);
    expect(type({ page: 'not-found', path: '/x' })).toBe(100);
  });

  it('gives unknown product and post slugs the not-found page with status 404', () => {
    for (const route of [{ page: 'product', slug: 'no-such-thing' }, { page: 'blog-post', slug: 'nope' }] as const) {
      const page = resolveDemoRoute(store, route);
      expect(page.template).toBe('not-found');
      expect(page.status).toBe(404);
      expect(page.context.pageType).toBe(100);
    }
    expect(resolveDemoRoute(store, { page: 'shop' }).status).toBe(200);
  });

  it('hands every template the website settings, also as websiteSettings, and the navigation', () => {
    const { context } = resolveDemoRoute(store, { page: 'gallery' });
    expect(context.website).toEqual(store.website.website);
    expect(context.websiteSettings).toEqual(store.website.website);
    expect(context.navigation).toEqual(store.website.navigation);
  });
});
