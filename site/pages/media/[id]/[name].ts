// GET /media/<id>/<name>[?format=300w]: an uploaded image, the original or resized (image-response.ts).
import type { APIRoute } from 'astro';
import { IMMUTABLE, imageResponse } from '../../../media/image-response.js';
import { mediaSource } from '../../../media/media-service.js';
import { siteStore } from '../../../server/store.js';

export const prerender = false;

export const GET: APIRoute = async ({ params, request }) => {
  const source = await mediaSource(await siteStore(), params['id'] ?? '', params['name'] ?? '');
  if (!source) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return imageResponse(request, source, IMMUTABLE);
};
