import type { APIRoute } from 'astro';
import { queryCount } from '../../db/index.js';

/** The process's database query count, for `npm run bench:server` (only with SITE_STATS=1; else 404). */
export const GET: APIRoute = () => {
  if (process.env['SITE_STATS'] !== '1') return new Response('Not found', { status: 404 });
  return new Response(JSON.stringify({ queries: queryCount() }), { headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
};
