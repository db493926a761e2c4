/**
 * `/sitemap.xml` and `/robots.txt`: the home page, every collection, every item with an address
 * and every page of the stored content, as absolute URLs; robots allows the shop and keeps
 * crawlers out of checkout, the API, accounts and the admin, and names the sitemap.
 */
import type { SiteContent } from '../content/types.js';
import { escapeHtml } from './html.js';

export function sitemapPaths(content: SiteContent): string[] {
  const paths = new Set<string>(['/']);
  for (const { collection, items } of content.collections) {
    if (typeof collection.fullUrl === 'string' && collection.homepage !== true) paths.add(collection.fullUrl);
    for (const item of items) if (typeof item['fullUrl'] === 'string') paths.add(item['fullUrl']);
  }
  for (const { page } of content.pages) paths.add(page.homepage === true ? '/' : page.fullUrl);
  return [...paths];
}

export function sitemapXml(content: SiteContent, origin: string): string {
  const urls = sitemapPaths(content).map((path) => `  <url><loc>${escapeHtml(new URL(path, origin).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /checkout', 'Disallow: /api/', 'Disallow: /account', 'Disallow: /admin', '', `Sitemap: ${new URL('/sitemap.xml', origin).href}`, ''].join('\n');
}
