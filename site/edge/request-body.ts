import { ApiError } from './api-error.js';

/** The largest JSON body a call accepts (an add with a filled additional-fields form is < 4 KB). */
export const MAX_BODY_BYTES = 16 * 1024;

export type JsonBody = { ok: true; value: unknown } | { ok: false; error: ApiError };

/**
 * Reads a JSON body of at most `MAX_BODY_BYTES` (413 beyond, without reading the rest). The JSON
 * is not thrown on when malformed: the caller checks the crumb first, then the parse.
 */
export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<JsonBody> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new ApiError(415, 'unsupported-media-type', 'The request body must be JSON (Content-Type: application/json).', [
      { path: 'content-type', message: `expected application/json, got ${JSON.stringify(type.slice(0, 60))}` },
    ]);
  }
  const text = await readBodyText(request, limit, () => malformed('the body is not UTF-8 text'));
  if (text.trim() === '') return { ok: false, error: malformed('the body is empty') };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: malformed(error instanceof SyntaxError ? error.message : 'not JSON') };
  }
}

/**
 * A body's bytes, at most `limit`: `tooBig()` when the declared length or the bytes read pass it
 * (the rest is not read).
 */
export async function readBodyBytes(request: Request, limit: number, tooBig: () => ApiError): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw tooBig();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooBig();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * A body's text, at most `limit` bytes: 413 when the declared length or the bytes read pass it
 * (without reading the rest); `notText()` when the bytes are not UTF-8.
 */
export async function readBodyText(request: Request, limit: number, notText: () => ApiError): Promise<string> {
  const bytes = await readBodyBytes(request, limit, () => tooLarge(limit));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw notText();
  }
}

function tooLarge(limit: number): ApiError {
  return new ApiError(413, 'body-too-large', `The request body is too large (at most ${limit} bytes).`, [
    { path: 'body', message: `larger than ${limit} bytes` },
  ]);
}

function malformed(reason: string): ApiError {
  return new ApiError(400, 'malformed-json', 'The request body is not valid JSON.', [{ path: 'body', message: reason }]);
}

/** A form post's fields (`application/x-www-form-urlencoded`), at most `limit` bytes (413 beyond). */
export async function readFormBody(request: Request, limit = MAX_BODY_BYTES): Promise<URLSearchParams> {
  const type = request.headers.get('content-type') ?? '';
  const notForm = () => new ApiError(400, 'malformed-form', 'The form could not be read.');
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) throw notForm();
  return new URLSearchParams(await readBodyText(request, limit, notForm));
}
