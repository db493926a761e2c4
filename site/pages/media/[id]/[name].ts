// GET /media/<id>/<name>[?format=300w]: an uploaded image, the original or resized (image-response.ts),
// or an uploaded audio file as stored, with byte ranges (audio-response.ts).
import type { APIRoute } from 'astro';
import { audioResponse } from '../../../media/audio-response.js';
import { IMMUTABLE, imageResponse } from '../../../media/image-response.js';
import { mediaSource } from '../../../media/media-service.js';
import { siteStore } from '../../../server/store.js';

export const prerender = false;

export const GET: APIRoute = async ({ params, request }) => {
  const found = await mediaSource(await siteStore(), params['id'] ?? '', params['name'] ?? '');
  if (!found) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return found.kind === 'audio' ? audioResponse(request, found.source, IMMUTABLE) : imageResponse(request, found.source, IMMUTABLE);
};
