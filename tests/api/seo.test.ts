// What search engines and link previews read (issue 13, SEO): robots.txt naming the sitemap, a
// sitemap of every address of the content, the page's language, a canonical link, Open Graph and
// Twitter tags, and a product's JSON-LD with one offer per variant and its availability.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSuite, stopSuite } from './helpers/suite.js';
import type { ServerProcess } from './helpers/server-process.js';
import type { TempDatabase } from './helpers/temp-db.js';

let server: ServerProcess;
let db: TempDatabase;
beforeAll(async () => {
  ({ server, db } = await startSuite());
}, 180_000);
afterAll(() => stopSuite(server, db));

const page = async (path: string): Promise<string> => (await fetch(server.baseUrl + path)).text();
const attr = (html: string, pattern: RegExp): string | undefined => pattern.exec(html)?.[1];

describe('search engines', () => {
  it('robots.txt allows the shop, keeps checkout and the API out and names the sitemap', async () => {
    const response = await fetch(`${server.baseUrl}/robots.txt`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /checkout');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
  });

  it('sitemap.xml lists the home page, the collections, every product and the pages', async () => {
    const response = await fetch(`${server.baseUrl}/sitemap.xml`);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ['/', '/shop', '/shop/p/linen-apron', '/shop/p/gift-card', '/blog', '/contact']) expect(locs).toContain(`${server.baseUrl}${path}`);
    expect(locs.filter((l) => l === `${server.baseUrl}/`)).toHaveLength(1);
  });

  it('a page carries its language, a canonical link, Open Graph and Twitter tags', async () => {
    const html = await page('/shop');
    expect(attr(html, /<html lang="([^"]+)"/)).toBe('en-US');
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${server.baseUrl}/shop`);
    expect(attr(html, /<meta property="og:url" content="([^"]+)"/)).toBe(`${server.baseUrl}/shop`);
    expect(attr(html, /<meta property="og:title" content="([^"]+)"/)).toMatch(/^Shop/);
    expect(attr(html, /<meta property="og:type" content="([^"]+)"/)).toBe('website');
    expect(attr(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary');
    expect(html).not.toContain('application/ld+json');
  });

  it('a product page has Product JSON-LD with an offer per variant, its price, currency and availability', async () => {
    const html = await page('/shop/p/linen-apron');
    expect(attr(html, /<meta property="og:type" content="([^"]+)"/)).toBe('product');
    expect(attr(html, /<meta property="og:image" content="([^"]+)"/)).toBe(`${server.baseUrl}/assets/rasters/images/apron-natural.jpg`);
    const json = attr(html, /<script type="application\/ld\+json">([^<]+)<\/script>/);
    const product = JSON.parse(json ?? '{}') as { '@type': string; name: string; offers: { sku: string; price: string; priceCurrency: string; availability: string }[] };
    expect(product['@type']).toBe('Product');
    expect(product.name).toBe('Linen Apron');
    expect(product.offers.map((o) => [o.sku, o.price, o.priceCurrency, o.availability.replace('https://schema.org/', '')])).toEqual([
      ['APR-NAT-S', '42.00', 'USD', 'InStock'],
      ['APR-NAT-L', '42.00', 'USD', 'InStock'],
      ['APR-CHA-S', '42.00', 'USD', 'InStock'],
      ['APR-CHA-L', '42.00', 'USD', 'OutOfStock'],
    ]);
  });

  it('the favicon answers at /favicon.ico', async () => {
    const response = await fetch(`${server.baseUrl}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });
});
