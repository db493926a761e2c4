// `?format=json` (site/lib/page-response.ts) and the Astro routes that serve the store's pages.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jsonContextResponse, wantsJsonContext } from '../../site/lib/page-response.js';
import { resolveDemoRoute } from '../../site/lib/demo-routes.js';
import { loadDemoStore } from './helpers/demo-store.js';

describe('?format=json', () => {
  it('is asked for only by format=json', () => {
    expect(wantsJsonContext(new URL('http://x/shop?format=json'))).toBe(true);
    expect(wantsJsonContext(new URL('http://x/shop?format=html'))).toBe(false);
    expect(wantsJsonContext(new URL('http://x/shop'))).toBe(false);
  });

  it('answers the context the template receives, as JSON, with the page status', async () => {
    const page = resolveDemoRoute(loadDemoStore(), { page: 'product', slug: 'no-such-product' });
    const response = jsonContextResponse(page.context, page.status);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual(page.context);
  });
});

describe('store routes', () => {
  const pagesDir = new URL('../../site/pages/', import.meta.url);
  const routes: Record<string, string> = {
    'shop/index.astro': "{ page: 'shop' }",
    'shop/p/[slug].astro': "{ page: 'product', slug: Astro.params.slug ?? '' }",
    'blog/index.astro': "{ page: 'blog' }",
    'blog/[slug].astro': "{ page: 'blog-post', slug: Astro.params.slug ?? '' }",
    'gallery.astro': "{ page: 'gallery' }",
    'events.astro': "{ page: 'events' }",
    'contact.astro': "{ page: 'contact' }",
    '404.astro': "{ page: 'not-found', path: Astro.url.pathname }",
  };

  it.each(Object.entries(routes))('%s renders its route with the engine and answers ?format=json', (file, route) => {
    const url = new URL(file, pagesDir);
    expect(existsSync(url)).toBe(true);
    const source = readFileSync(url, 'utf8');
    expect(source).toContain(`demoPage(${route}, Astro.url`); // a page may add what only its visitor's HTML carries
    expect(source).toContain("if (page.kind === 'json') return page.response;");
    expect(source).toContain('Astro.response.status = page.status;');
  });
});
