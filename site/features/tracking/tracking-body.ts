import { ApiError } from '../../edge/api-error.js';
import { readBodyText } from '../../edge/request-body.js';

/** The largest tracking body accepted (a batch of client errors with stacks cut at 5,000 characters). */
export const MAX_TRACKING_BODY_BYTES = 64 * 1024;

/**
 * Reads a tracking body: form-encoded (an object of its fields), JSON, or JSON sent as text
 * (`navigator.sendBeacon` and text XHRs). 413 beyond the limit, 415 for other types, 400 when
 * the JSON is malformed; an empty body reads as `undefined`.
 */
export async function readTrackingBody(request: Request, limit = MAX_TRACKING_BODY_BYTES): Promise<unknown> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  const form = type.startsWith('application/x-www-form-urlencoded');
  const json = type.startsWith('application/json') || type.startsWith('text/plain') || type === '';
  if (!form && !json) {
    throw new ApiError(415, 'unsupported-media-type', 'The request body must be JSON, text or form-encoded.', [
      { path: 'content-type', message: `unsupported type ${JSON.stringify(type.slice(0, 60))}` },
    ]);
  }
  const text = await readBodyText(request, limit, notUtf8);
  if (text.trim() === '') return undefined;
  if (form) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ApiError(400, 'malformed-json', 'The request body is not valid JSON.', [
      { path: 'body', message: error instanceof SyntaxError ? error.message : 'not JSON' },
    ]);
  }
}

function notUtf8(): ApiError {
  return new ApiError(400, 'malformed-body', 'The request body is not UTF-8 text.', [{ path: 'body', message: 'not UTF-8' }]);
}
