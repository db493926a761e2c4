/**
 * Uploads one file (an image, an audio file when `kind` is 'audio', either with 'any') to the media library (multipart, with the admin's xsrf token and the crumb).
 * A file over the size limit is refused here with the server's own message, without sending it.
 */
import { api } from '../query/api.js';
import { pathOf } from '../query/endpoint.js';
import { MAX_MEDIA_BYTES, UPLOAD_MESSAGES, type MediaItem, type MediaKind } from '../../../domain/media/media.js';
import { CRUMB_COOKIE, CRUMB_HEADER, errorFields } from '../../shared/api-request.js';
import { readCookie } from '../../shared/cookies.js';
import { adminHeaders } from '../admin-api.js';

export type UploadResult = { ok: true; media: MediaItem } | { ok: false; message: string };

export async function uploadMedia(file: File, altText: string, kind: MediaKind | 'any' = 'image'): Promise<UploadResult> {
  if (file.size > MAX_MEDIA_BYTES) return { ok: false, message: UPLOAD_MESSAGES.tooLarge(file.name) };
  const form = new FormData();
  form.set('file', file, file.name);
  form.set('altText', altText);
  const headers: Record<string, string> = { accept: 'application/json', ...adminHeaders() };
  const crumb = readCookie(document.cookie, CRUMB_COOKIE);
  if (crumb !== undefined) headers[CRUMB_HEADER] = crumb;
  let response: Response;
  try {
    // The name rides in the address too, so a body refused before it is read still names the file.
    response = await fetch(`${pathOf(api.uploadMedia)}?${new URLSearchParams(kind === 'any' ? { filename: file.name } : { filename: file.name, kind }).toString()}`, { method: 'POST', headers, body: form, credentials: 'same-origin' });
  } catch {
    return { ok: false, message: UPLOAD_MESSAGES.unableToUpload };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { ok: true, media: body as MediaItem };
  return { ok: false, message: errorFields(body).message || UPLOAD_MESSAGES.failedToComplete };
}
