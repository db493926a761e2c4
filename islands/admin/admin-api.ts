/**
 * The admin's calls: `apiRequest` with the session's xsrf token (the server binds it to the
 * session and checks it on every admin call) and, once any call answers 401, the app told that
 * the session ended so it can offer to sign in again.
 */
import { apiRequest, type ApiRequestInit, type ApiResult } from '../shared/api-request.js';

let xsrfToken = '';
const signedOutListeners = new Set<() => void>();

export function setAdminToken(token: string): void {
  xsrfToken = token;
}

export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/** The headers every admin call carries. */
export function adminHeaders(): Record<string, string> {
  return { 'X-XSRF-Token': xsrfToken };
}

export async function adminRequest<T>(path: string, init: ApiRequestInit = {}): Promise<ApiResult<T>> {
  const result = await apiRequest<T>(path, { ...init, headers: { ...adminHeaders(), ...init.headers } });
  if (!result.ok && result.status === 401) for (const listener of signedOutListeners) listener();
  return result;
}

/** The message to show for a failed call: the server's, or one for a failed network. */
export function failureMessage(result: { status: number; message: string }): string {
  if (result.status === 0) return 'The server could not be reached. Check your connection and try again.';
  return result.message || `The server answered ${String(result.status)}.`;
}
