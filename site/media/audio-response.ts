/**
 * An uploaded audio file as it was stored (never resized), with byte ranges so a browser's
 * `<audio>` can seek: `Range: bytes=a-b` (one range; `a-`, `-n` too) answers 206 with
 * `Content-Range`, a range past the end 416, no range (or several) the whole file; 304 on a
 * matching `If-None-Match`. `If-Range` with another ETag answers the whole file.
 */
import { imageEtag, type ImageSource } from './image-variant.js';

/** The one byte range asked of a file of `size` bytes: [start, end] inclusive, 'unsatisfiable', or undefined for the whole file. */
export function byteRange(header: string | null, size: number): [number, number] | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim());
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const last = Number(to);
    if (last === 0) return 'unsatisfiable';
    return [Math.max(0, size - last), size - 1];
  }
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return end < start ? undefined : [start, end];
}

export async function audioResponse(request: Request, source: ImageSource, cacheControl: string): Promise<Response> {
  const etag = imageEtag(source, undefined, null);
  const headers: Record<string, string> = { 'content-type': source.contentType, etag, 'cache-control': cacheControl, 'accept-ranges': 'bytes' };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  const body = await source.read();
  const ifRange = request.headers.get('if-range');
  const range = ifRange === null || ifRange === etag ? byteRange(request.headers.get('range'), body.length) : undefined;
  if (range === 'unsatisfiable') return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${String(body.length)}` } });
  if (range === undefined) return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers: { ...headers, 'content-length': String(body.length) } });
  const [start, end] = range;
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body.subarray(start, end + 1)), {
    status: 206,
    headers: { ...headers, 'content-range': `bytes ${String(start)}-${String(end)}/${String(body.length)}`, 'content-length': String(end - start + 1) },
  });
}
