/**
 * The site's captcha: which provider pages render (`CAPTCHA_PROVIDER`: local — the default, a
 * checkbox proof of work — recaptcha, hcaptcha, turnstile) with the site key of the website
 * settings (`captchaSettings.siteKey`; none means no captcha), and the server's check of the
 * local provider's tokens. The check is on unless `CAPTCHA_VERIFY=off` (the API tests that are
 * not about the captcha turn it off); checking tokens of the third-party providers (their
 * siteverify call and secret) is not done here: with one of them configured, nothing is checked.
 */
import { createHash } from 'node:crypto';
import { isCaptchaProviderName, type CaptchaConfig } from '../../domain/captcha/captcha-types.js';
import { hasLeadingZeroBits, isFresh, LOCAL_DIFFICULTY_BITS, LOCAL_TOKEN_TTL_MS, localChallenge, parseLocalToken } from '../../domain/captcha/local-token.js';
import { siteWebsite } from './store.js';
import { ApiError } from './api-error.js';

export const CAPTCHA_INCOMPLETE_MESSAGE = 'Complete CAPTCHA before submitting.';

/** The captcha of the stored website settings. */
export async function captchaConfig(): Promise<CaptchaConfig> {
  return captchaOf(await siteWebsite());
}

export function captchaOf(website: Record<string, unknown>): CaptchaConfig {
  const settings = website['captchaSettings'];
  const siteKey = settings !== null && typeof settings === 'object' && !Array.isArray(settings) ? (settings as Record<string, unknown>)['siteKey'] : undefined;
  const provider = process.env['CAPTCHA_PROVIDER'];
  return { provider: isCaptchaProviderName(provider) ? provider : 'local', siteKey: typeof siteKey === 'string' && siteKey !== '' ? siteKey : null };
}

/** Tokens already accepted (one use each), with when they stop being fresh. */
const used = new Map<string, number>();

/** Whether `token` is a fresh local token solving `siteKey`'s challenge; answers when it stops being fresh. */
export function checkLocalToken(token: string, siteKey: string, now = Date.now()): { expires: number } | undefined {
  const parsed = parseLocalToken(token);
  if (!parsed || !isFresh(parsed, now)) return undefined;
  const digest = createHash('sha256').update(localChallenge(siteKey, parsed)).digest();
  return hasLeadingZeroBits(digest, LOCAL_DIFFICULTY_BITS) ? { expires: parsed.issued + LOCAL_TOKEN_TTL_MS } : undefined;
}

/** Whether `token` is an unused, fresh local token for `siteKey`; accepting it uses it up. */
export function acceptLocalToken(token: string, siteKey: string, now = Date.now()): boolean {
  for (const [seen, expires] of used) if (expires < now) used.delete(seen);
  const checked = used.has(token) ? undefined : checkLocalToken(token, siteKey, now);
  if (!checked) return false;
  used.set(token, checked.expires);
  return true;
}

/**
 * Refuses (400, "Complete CAPTCHA before submitting.") a call that needs a captcha — `required`
 * and the site has a key — without a valid token, unless verification is off.
 */
export async function assertCaptcha(required: boolean, token: string | null | undefined): Promise<void> {
  const { provider, siteKey } = await captchaConfig();
  if (!required || siteKey === null || process.env['CAPTCHA_VERIFY'] === 'off' || provider !== 'local') return;
  if (typeof token === 'string' && acceptLocalToken(token, siteKey)) return;
  throw new ApiError(400, 'captcha-required', CAPTCHA_INCOMPLETE_MESSAGE, [{ path: 'captcha', message: CAPTCHA_INCOMPLETE_MESSAGE }]);
}
