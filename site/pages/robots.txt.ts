import type { APIRoute } from 'astro';
import { publicOrigin } from '../server/site-info.js';
import { robotsTxt } from '../pipeline/sitemap.js';

/** What crawlers may visit, and where the sitemap is. */
export const GET: APIRoute = () =>
  new Response(robotsTxt(publicOrigin()), { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=300' } });
