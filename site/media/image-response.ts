import { QueueFullError } from '../db/index.js';
import { parseImageFormat } from '../../domain/media/image-format.js';
import { imageEtag, originalImage, resizedImage, type ImageBody, type ImageSource } from './image-variant.js';

/** A year: the URL of a media file never serves other bytes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * A day, then shown while revalidated by ETag for a week: a site folder's asset (or the raster of
 * its drawing) may be replaced under the same name, so it is never immutable.
 */
export const REVALIDATED = 'public, max-age=86400, stale-while-revalidate=604800';

const text = (status: number, message: string, headers: Record<string, string> = {}): Response =>
  new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers } });

/**
 * An image for `?format=`: the original, or a resized copy (400 for a width not in the list,
 * 503 when too many resizes wait, 422 when the original cannot be resized); 304 when the
 * browser has it. A resized copy says whether it came from the disk cache (`X-Image-Cache: hit`)
 * or was made for this request (`miss`).
 */
export async function imageResponse(request: Request, source: ImageSource, cacheControl: string): Promise<Response> {
  const format = parseImageFormat(new URL(request.url).searchParams.get('format'));
  if (format.kind === 'invalid') return text(400, format.message);
  const accept = request.headers.get('accept');
  const etag = imageEtag(source, format.kind === 'width' ? format.width : undefined, accept);
  const headers = { 'content-type': source.contentType, etag, 'cache-control': cacheControl, vary: 'Accept' };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  let image: ImageBody;
  try {
    image = format.kind === 'original' ? await originalImage(source) : await resizedImage(source, format.width, accept);
  } catch (error) {
    if (error instanceof QueueFullError) return text(503, 'Too many images are being resized. Please try again.', { 'retry-after': '2' });
    console.error(`[media] ${new URL(request.url).pathname} could not be resized:`, error);
    return text(422, 'This image cannot be resized.');
  }
  const cache: Record<string, string> = format.kind === 'original' ? {} : { 'x-image-cache': image.cached ? 'hit' : 'miss' };
  return new Response(new Uint8Array(image.body), { status: 200, headers: { ...headers, ...cache, 'content-type': image.contentType } });
}
