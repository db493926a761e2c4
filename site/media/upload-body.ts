/**
 * The body of an upload: `multipart/form-data` with a `file` part (and an optional `altText`
 * field), or the raw image with its content type (name in `?filename=`, alt text in `?altText=`;
 * a multipart upload names its file in `?filename=` too, so a body too large to read is named).
 * At most `MAX_MEDIA_BYTES` (plus the multipart framing) is read.
 */
import { editorMegabytes, MAX_ALT_TEXT, MAX_MEDIA_BYTES, UPLOAD_MESSAGES, uploadedFileName } from '../../domain/media/media.js';
import { ApiError } from '../edge/api-error.js';
import { readBodyBytes } from '../edge/request-body.js';

export interface UploadedFile {
  bytes: Buffer;
  name: string;
  altText: string;
}

const MULTIPART_SLACK = 64 * 1024;

/** 413 with the editor's "is too large" naming the file (a multipart body too large to read names it by `?filename=`). */
function tooLarge(fileName: string): ApiError {
  return new ApiError(413, 'file-too-large', UPLOAD_MESSAGES.tooLarge(fileName), [{ path: 'file', message: `larger than ${editorMegabytes(MAX_MEDIA_BYTES)}` }]);
}

const invalid = (path: string, message: string): ApiError => new ApiError(400, 'invalid-upload', `${path}: ${message}`, [{ path, message }]);

const readLimited = (request: Request, limit: number, fileName: string): Promise<Buffer> => readBodyBytes(request, limit, () => tooLarge(fileName));

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
  const named = uploadedFileName(url.searchParams.get('filename'));
  if (/^multipart\/form-data\s*;/i.test(type)) {
    const raw = await readLimited(request, MAX_MEDIA_BYTES + MULTIPART_SLACK, named);
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(raw), { headers: { 'content-type': type } }).formData();
    } catch {
      throw invalid('body', 'is not valid multipart/form-data');
    }
    const file = form.get('file');
    if (file === null || typeof file === 'string') throw invalid('file', 'is missing: send the image in a part named "file"');
    if (file.size > MAX_MEDIA_BYTES) throw tooLarge(uploadedFileName(file.name));
    return { bytes: Buffer.from(await file.arrayBuffer()), name: file.name, altText: altTextOf(form.get('altText')) };
  }
  if (!/^(image\/|audio\/|application\/octet-stream)/i.test(type)) {
    throw new ApiError(415, 'unsupported-media-type', 'Send the file as multipart/form-data or as the raw body with its image or audio content type.', [
      { path: 'content-type', message: `expected multipart/form-data, image/* or audio/*, got ${JSON.stringify(type.slice(0, 60))}` },
    ]);
  }
  const bytes = await readLimited(request, MAX_MEDIA_BYTES, named);
  return { bytes, name: named, altText: altTextOf(url.searchParams.get('altText')) };
}
