// Astro routes `/_image` (on-demand image transforms) in every server build; the site never
// uses it, and transforming large images on request lets anyone exhaust the server. This module
// takes the endpoint's place (astro.config.mjs, `image.endpoint.entrypoint`): nothing is there.
import type { APIRoute } from 'astro';

export const prerender = false;

export const ALL: APIRoute = () =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
