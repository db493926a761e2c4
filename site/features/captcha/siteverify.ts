import { CaptchaUnavailableError } from './verifier.js';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/**
 * POSTs a form-encoded siteverify request (the call reCAPTCHA, hCaptcha and Turnstile document
 * alike) and answers its JSON object. Unreachable, slower than `timeoutMs`, a status other than
 * 200 or a body that is not a JSON object: CaptchaUnavailableError (the caller refuses).
 */
export async function siteverify(url: string, params: URLSearchParams, timeoutMs: number, fetchImpl: FetchLike = fetch): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: params.toString(),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new CaptchaUnavailableError(timedOut ? `${url} did not answer within ${timeoutMs} ms` : `${url} could not be reached: ${String(error)}`);
  }
  if (response.status !== 200) throw new CaptchaUnavailableError(`${url} answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new CaptchaUnavailableError(`${url} answered something that is not JSON`);
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new CaptchaUnavailableError(`${url} answered JSON that is not an object`);
  return body as Record<string, unknown>;
}
