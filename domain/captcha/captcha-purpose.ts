/**
 * What a captcha is solved for: `sign-in`, `restock`, `password-reset` or `form:<form id>`. A
 * local challenge is issued for one purpose and accepted for it only; the third-party widgets are
 * given the purpose's kind as their action (Turnstile, reCAPTCHA v3 report it back).
 */
export type CaptchaPurpose = 'sign-in' | 'restock' | 'password-reset' | `form:${string}`;

const PURPOSE = /^(?:sign-in|restock|password-reset|form:[A-Za-z0-9_-]{1,64})$/;

export function isCaptchaPurpose(text: unknown): text is CaptchaPurpose {
  return typeof text === 'string' && PURPOSE.test(text);
}

export function formPurpose(formId: string): CaptchaPurpose {
  return `form:${formId}`;
}

/** The action a third-party widget is rendered with and its verifier must report: the purpose's kind. */
export function captchaAction(purpose: CaptchaPurpose): string {
  return purpose.startsWith('form:') ? 'form' : purpose;
}

/** The words of the spec for a captcha demanded where the site has no captcha key. */
export const CAPTCHA_NOT_SET_UP_MESSAGE = 'ReCaptcha has not been set up!';
