import type { APIRoute } from 'astro';
import { siteContent } from '../server/store.js';
import { publicOrigin } from '../server/site-info.js';
import { sitemapXml } from '../pipeline/sitemap.js';
import { openContent } from '../pipeline/access-gate.js';

/** Every address of the stored content anyone may open (no locked site, no protected page), for search engines. */
export const GET: APIRoute = async () => {
  const { content, key } = await siteContent();
  return new Response(sitemapXml(await openContent(content, key), publicOrigin()), { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' } });
};
