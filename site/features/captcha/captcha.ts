/**
 * The site's captcha as endpoints and pages use it: which provider pages render
 * (`CAPTCHA_PROVIDER`) with the site key of the website settings (`captchaSettings.siteKey`; none
 * means no captcha), and the one server-side check every call that takes a captcha goes through
 * (forms, restock sign-up, sign-in, …): the provider's verifier (captcha/: the local provider's
 * own challenges, or the third party's siteverify call with `CAPTCHA_SECRET`). Refusals: 400 "Complete CAPTCHA before submitting."
 * for a missing, wrong, used or expired token; 503 when the check cannot be made (verifier down
 * or slow, no secret, a bad setting: logged); 400 'ReCaptcha has not been set up!' when a
 * captcha is demanded and the site has no key.
 */
import type { APIContext } from 'astro';
import { clientAddress } from '../../edge/client-address.js';
import { requestIdIn } from '../../edge/log.js';
import { expectedOrigin, originFacts } from '../../edge/request-origin.js';
import { captchaConfig } from './site-captcha.js';
import { verifyCaptcha, type CaptchaDemand, type CaptchaVisit } from './verify-captcha.js';

export { captchaConfig, captchaOf } from './site-captcha.js';
export { CAPTCHA_INCOMPLETE_MESSAGE, CAPTCHA_UNAVAILABLE_MESSAGE, verifyCaptcha, type CaptchaDemand, type CaptchaVisit } from './verify-captcha.js';

export function captchaVisit(context: Pick<APIContext, 'locals' | 'request' | 'clientAddress' | 'url'>): CaptchaVisit {
  const origin = expectedOrigin(originFacts(context));
  return { hostname: origin === undefined ? undefined : new URL(origin).hostname, remoteIp: clientAddress(context), requestId: requestIdIn(context.locals) };
}

/**
 * An endpoint's captcha: checked when `required` (a form with its captcha on, a restock sign-up)
 * and the site has a key — a captcha only shows then.
 */
export async function assertCaptcha(context: Pick<APIContext, 'locals' | 'request' | 'clientAddress' | 'url'>, demand: CaptchaDemand & { required: boolean }): Promise<void> {
  if (!demand.required) return;
  const config = demand.config ?? (await captchaConfig());
  if (config.siteKey === null) return;
  await verifyCaptcha(captchaVisit(context), { ...demand, config });
}

/** A captcha that may be demanded later in a call (the sign-in throttle decides): whether the site has one, and its check. */
export async function laterCaptcha(
  context: Pick<APIContext, 'locals' | 'request' | 'clientAddress' | 'url'>,
  demand: CaptchaDemand,
): Promise<{ readonly setUp: boolean; verify(): Promise<void> }> {
  const config = demand.config ?? (await captchaConfig());
  const visit = captchaVisit(context);
  return { setUp: config.siteKey !== null, verify: () => verifyCaptcha(visit, { ...demand, config }) };
}
