/** Uploads a digital product's file as the raw body (its type, `?filename=`), with the admin's xsrf token and the crumb. */
import { CRUMB_COOKIE, CRUMB_HEADER, errorFields } from '../../shared/api-request.js';
import { readCookie } from '../../shared/cookies.js';
import { adminHeaders } from '../admin-api.js';

export async function uploadDigitalFile(productId: string, file: File): Promise<{ ok: true } | { ok: false; message: string }> {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': file.type || 'application/octet-stream', ...adminHeaders() };
  const crumb = readCookie(document.cookie, CRUMB_COOKIE);
  if (crumb !== undefined) headers[CRUMB_HEADER] = crumb;
  let response: Response;
  try {
    response = await fetch(`/api/admin/digital-files/${encodeURIComponent(productId)}?${new URLSearchParams({ filename: file.name }).toString()}`, { method: 'POST', headers, body: file, credentials: 'same-origin' });
  } catch {
    return { ok: false, message: 'The server could not be reached. Check your connection and try again.' };
  }
  if (response.ok) return { ok: true };
  const body: unknown = await response.json().catch(() => undefined);
  return { ok: false, message: errorFields(body).message || `The server answered ${String(response.status)}.` };
}
