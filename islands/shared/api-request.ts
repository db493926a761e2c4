/**
 * Calls to the storefront's API from the browser: JSON in and out, cookies sent, the request-
 * forgery crumb (the `crumb` cookie) echoed in `X-CSRF-Token`. Never throws: a failure is a
 * value with the HTTP status (0 when the network failed) and the server's message and code.
 * On a static export calling another origin (api-origin.ts) the cookies go with the call and the
 * crumb is the one that origin's last answer carried in `X-CSRF-Token` (this page cannot read
 * that origin's cookie); a change refused for its crumb is sent once more with the fresh one.
 */
import { apiOrigin, serverUrl } from './api-origin.js';
import { readCookie } from './cookies.js';
import { isJsonObject } from '../../domain/json-object.js';

export const CRUMB_COOKIE = 'crumb';
export const CRUMB_HEADER = 'X-CSRF-Token';

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; code: string; message: string; body: unknown };

export interface ApiRequestInit {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers (form-encoded calls set their own content type). */
  headers?: Record<string, string>;
}

/** The crumb the other origin last sent (cross-origin calls only). */
let crossOriginCrumb: string | undefined;

export async function apiRequest<T>(path: string, init: ApiRequestInit = {}): Promise<ApiResult<T>> {
  const crossOrigin = apiOrigin() !== undefined;
  const first = await send<T>(path, init, crossOrigin);
  const method = init.method ?? 'GET';
  if (!crossOrigin || method === 'GET' || first.ok || first.status !== 403 || first.code !== 'crumb-invalid') return first;
  return send<T>(path, init, crossOrigin);
}

async function send<T>(path: string, init: ApiRequestInit, crossOrigin: boolean): Promise<ApiResult<T>> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  const cookieCrumb = typeof document === 'undefined' ? undefined : readCookie(document.cookie, CRUMB_COOKIE);
  const crumb = crossOrigin ? crossOriginCrumb ?? cookieCrumb : cookieCrumb;
  if (crumb !== undefined && method !== 'GET') headers[CRUMB_HEADER] = crumb;
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    headers['content-type'] ??= 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(serverUrl(path), { method, headers, body, credentials: crossOrigin ? 'include' : 'same-origin', signal: init.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { ok: false, status: 0, code: 'network', message: '', body: undefined };
  }
  if (crossOrigin) crossOriginCrumb = response.headers.get(CRUMB_HEADER) ?? crossOriginCrumb;
  const parsed: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { ok: true, status: response.status, data: parsed as T };
  return { ok: false, status: response.status, ...errorFields(parsed), body: parsed };
}

/** The `code` and `message` of an error body (ours, or the spec's `data.error`/`data.message`). */
export function errorFields(body: unknown): { code: string; message: string } {
  const obj = isJsonObject(body) ? body : {};
  const data = isJsonObject(obj['data']) ? obj['data'] : {};
  const code = typeof obj['code'] === 'string' ? obj['code'] : '';
  const message = [obj['message'], data['message'], data['error'], obj['error']].find((m): m is string => typeof m === 'string' && m !== '');
  return { code, message: message ?? '' };
}
