/**
 * The admin's calls: `apiRequest` with the session's xsrf token (the server binds it to the
 * session and checks it on every admin call); once any call answers 401, the app told that the
 * session ended so it can offer to sign in again; a call answering 403 `reauth-required` asks for
 * the password (the app's re-authentication dialog) and, once confirmed, is sent again. A change
 * that succeeded tells the app, which marks every read stale (`query/query-client.ts`), so every
 * screen shows what was saved without a reload.
 */
import { apiRequest, type ApiRequestInit, type ApiResult } from '../shared/api-request.js';

export const REAUTH_REQUIRED = 'reauth-required';

let xsrfToken = '';
const signedOutListeners = new Set<() => void>();
const changedListeners = new Set<() => void>();
/** Asks the person for their password; resolves true once the server took it, false if they cancel. */
type ReauthPrompt = (message: string) => Promise<boolean>;
let reauthPrompt: ReauthPrompt | undefined;
let pendingPrompt: Promise<boolean> | undefined;

export function setAdminToken(token: string): void {
  xsrfToken = token;
}

export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/** Called after each change the server accepted (not for calls marked `keepsData`). */
export function onDataChanged(listener: () => void): () => void {
  changedListeners.add(listener);
  return () => changedListeners.delete(listener);
}

export interface AdminRequestInit extends ApiRequestInit {
  /** A POST that changes nothing (a preview): the app's read data stays as it is. */
  keepsData?: boolean;
}

/** Registers the dialog that re-authenticates (one at a time: AdminApp's). */
export function onReauthRequired(prompt: ReauthPrompt): () => void {
  reauthPrompt = prompt;
  return () => {
    if (reauthPrompt === prompt) reauthPrompt = undefined;
  };
}

/** The headers every admin call carries. */
export function adminHeaders(): Record<string, string> {
  return { 'X-XSRF-Token': xsrfToken };
}

export async function adminRequest<T>(path: string, { keepsData = false, ...init }: AdminRequestInit = {}): Promise<ApiResult<T>> {
  const send = () => apiRequest<T>(path, { ...init, headers: { ...adminHeaders(), ...init.headers } });
  let result = await send();
  if (!result.ok && result.status === 403 && result.code === REAUTH_REQUIRED && reauthPrompt) {
    // Calls refused together share one dialog.
    pendingPrompt ??= reauthPrompt(result.message).finally(() => {
      pendingPrompt = undefined;
    });
    if (await pendingPrompt) result = await send();
  }
  if (!result.ok && result.status === 401) for (const listener of signedOutListeners) listener();
  if (result.ok && (init.method ?? 'GET') !== 'GET' && !keepsData) for (const listener of changedListeners) listener();
  return result;
}

/** The message to show for a failed call: the server's, or one for a failed network. */
export function failureMessage(result: { status: number; message: string }): string {
  if (result.status === 0) return 'The server could not be reached. Check your connection and try again.';
  return result.message || `The server answered ${String(result.status)}.`;
}
