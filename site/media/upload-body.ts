/**
 * The body of an upload: `multipart/form-data` with a `file` part (and an optional `altText`
 * field), or the raw image with its content type (name in `?filename=`, alt text in `?altText=`).
 * At most `MAX_MEDIA_BYTES` (plus the multipart framing) is read.
 */
import { MAX_ALT_TEXT, MAX_MEDIA_BYTES } from '../../domain/media/media.js';
import { ApiError } from '../edge/api-error.js';
import { readBodyBytes } from '../edge/request-body.js';

export interface UploadedFile {
  bytes: Buffer;
  name: string;
  altText: string;
}

const MULTIPART_SLACK = 64 * 1024;

const megabytes = (bytes: number): string => `${Math.round(bytes / (1024 * 1024))} MB`;

function tooLarge(): ApiError {
  return new ApiError(413, 'file-too-large', `The image is too large (at most ${megabytes(MAX_MEDIA_BYTES)}).`, [
    { path: 'file', message: `larger than ${megabytes(MAX_MEDIA_BYTES)}` },
  ]);
}

const invalid = (path: string, message: string): ApiError => new ApiError(400, 'invalid-upload', `${path}: ${message}`, [{ path, message }]);

const readLimited = (request: Request, limit: number): Promise<Buffer> => readBodyBytes(request, limit, tooLarge);

function altTextOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') throw invalid('altText', 'must be text');
  const text = value.trim();
  if (text.length > MAX_ALT_TEXT) throw invalid('altText', `must be at most ${MAX_ALT_TEXT} characters`);
  return text;
}

export async function readUpload(request: Request): Promise<UploadedFile> {
  const type = request.headers.get('content-type') ?? '';
  const url = new URL(request.url);
  if (/^multipart\/form-data\s*;/i.test(type)) {
    const raw = await readLimited(request, MAX_MEDIA_BYTES + MULTIPART_SLACK);
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(raw), { headers: { 'content-type': type } }).formData();
    } catch {
      throw invalid('body', 'is not valid multipart/form-data');
    }
    const file = form.get('file');
    if (file === null || typeof file === 'string') throw invalid('file', 'is missing: send the image in a part named "file"');
    if (file.size > MAX_MEDIA_BYTES) throw tooLarge();
    return { bytes: Buffer.from(await file.arrayBuffer()), name: file.name, altText: altTextOf(form.get('altText')) };
  }
  if (!/^(image\/|application\/octet-stream)/i.test(type)) {
    throw new ApiError(415, 'unsupported-media-type', 'Send the image as multipart/form-data or as the raw body with its image content type.', [
      { path: 'content-type', message: `expected multipart/form-data or image/*, got ${JSON.stringify(type.slice(0, 60))}` },
    ]);
  }
  const bytes = await readLimited(request, MAX_MEDIA_BYTES);
  return { bytes, name: url.searchParams.get('filename') ?? 'image', altText: altTextOf(url.searchParams.get('altText')) };
}
