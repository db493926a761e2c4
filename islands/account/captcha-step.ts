/**
 * The captcha of the account forms, as plain rules: the words of an unsolved one (the server's
 * own), which answers ask for it, and the call's body with the token when a widget is shown.
 */
export const CAPTCHA_INCOMPLETE = 'Complete CAPTCHA before submitting.';

/** The server refused the call until a captcha is solved (the sign-in throttle, a reset request). */
export function asksForCaptcha(result: { ok: boolean; code?: string }): boolean {
  return !result.ok && result.code === 'captcha-required';
}

/** The widget is shown and not solved yet: the form says so instead of calling. */
export function captchaMissing(captcha: { shown: boolean; token: string | null }): boolean {
  return captcha.shown && captcha.token === null;
}

/** `body` with `captcha` set to the solved token, when a widget is shown. */
export function withCaptcha<T extends object>(body: T, captcha: { shown: boolean; token: string | null }): T & { captcha?: string } {
  return captcha.shown && captcha.token !== null ? { ...body, captcha: captcha.token } : body;
}
