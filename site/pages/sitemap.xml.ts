import type { APIRoute } from 'astro';
import { siteContent } from '../server/store.js';
import { publicOrigin } from '../server/site-info.js';
import { sitemapXml } from '../pipeline/sitemap.js';

/** Every address of the stored content, for search engines. */
export const GET: APIRoute = async () => {
  const { content } = await siteContent();
  return new Response(sitemapXml(content, publicOrigin()), { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' } });
};
