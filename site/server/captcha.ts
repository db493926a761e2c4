/**
 * The site's captcha: which provider pages render (`CAPTCHA_PROVIDER`) with the site key of the
 * website settings (`captchaSettings.siteKey`; none means no captcha), and the one server-side
 * check every call that takes a captcha goes through (forms, restock sign-up, sign-in, …): the
 * provider's verifier (captcha/: the local provider's own challenges, or the third party's
 * siteverify call with `CAPTCHA_SECRET`). Refusals: 400 "Complete CAPTCHA before submitting."
 * for a missing, wrong, used or expired token; 503 when the check cannot be made (verifier down
 * or slow, no secret, a bad setting: logged); 400 'ReCaptcha has not been set up!' when a
 * captcha is demanded and the site has no key.
 */
import type { APIContext } from 'astro';
import { CAPTCHA_NOT_SET_UP_MESSAGE, type CaptchaPurpose } from '../../domain/captcha/captcha-purpose.js';
import { isCaptchaProviderName, type CaptchaConfig, type CaptchaProviderName } from '../../domain/captcha/captcha-types.js';
import type { Store } from '../db/index.js';
import { ApiError } from './api-error.js';
import { captchaSettings, CaptchaSettingError, type CaptchaSettings } from './captcha/captcha-settings.js';
import { HCAPTCHA } from './captcha/hcaptcha.js';
import { localVerifier } from './captcha/local-verifier.js';
import { RECAPTCHA } from './captcha/recaptcha.js';
import { thirdPartyVerifier } from './captcha/third-party-verifier.js';
import { TURNSTILE } from './captcha/turnstile.js';
import { CaptchaUnavailableError, type CaptchaVerifier } from './captcha/verifier.js';
import { clientAddress } from './client-address.js';
import { logger, requestIdIn, requestLog } from './log.js';
import { expectedOrigin, originFacts } from './request-origin.js';
import { apiStore, siteWebsite } from './store.js';

export const CAPTCHA_INCOMPLETE_MESSAGE = 'Complete CAPTCHA before submitting.';
export const CAPTCHA_UNAVAILABLE_MESSAGE = 'The CAPTCHA could not be checked just now. Please try again in a few minutes.';

/** The captcha of the stored website settings. */
export async function captchaConfig(): Promise<CaptchaConfig> {
  return captchaOf(await siteWebsite());
}

let warnedProvider: string | undefined;

export function captchaOf(website: Record<string, unknown>): CaptchaConfig {
  const settings = website['captchaSettings'];
  const siteKey = settings !== null && typeof settings === 'object' && !Array.isArray(settings) ? (settings as Record<string, unknown>)['siteKey'] : undefined;
  const named = process.env['CAPTCHA_PROVIDER'];
  // The pages show the local widget; every check is refused, naming the setting (captcha-settings.ts).
  if (named !== undefined && !isCaptchaProviderName(named) && warnedProvider !== named) {
    warnedProvider = named;
    logger.error(`[captcha] CAPTCHA_PROVIDER "${named}" is not a provider: every captcha is refused until it is one of local, recaptcha, hcaptcha, turnstile`);
  }
  return { provider: isCaptchaProviderName(named) ? named : 'local', siteKey: typeof siteKey === 'string' && siteKey !== '' ? siteKey : null };
}

export function verifierOf(provider: CaptchaProviderName, settings: CaptchaSettings): CaptchaVerifier {
  switch (provider) {
    case 'local':
      return localVerifier(settings);
    case 'recaptcha':
      return thirdPartyVerifier(RECAPTCHA, settings);
    case 'hcaptcha':
      return thirdPartyVerifier(HCAPTCHA, settings);
    case 'turnstile':
      return thirdPartyVerifier(TURNSTILE, settings);
  }
}

/** Where a captcha was solved, as a request tells it. */
export interface CaptchaVisit {
  /** Our public origin's host (`SITE_URL`, else the request's own). */
  hostname: string | undefined;
  remoteIp: string | undefined;
  requestId: string | undefined;
}

export function captchaVisit(context: Pick<APIContext, 'locals' | 'request' | 'clientAddress' | 'url'>): CaptchaVisit {
  const origin = expectedOrigin(originFacts(context));
  return { hostname: origin === undefined ? undefined : new URL(origin).hostname, remoteIp: clientAddress(context), requestId: requestIdIn(context.locals) };
}

export interface CaptchaDemand {
  purpose: CaptchaPurpose;
  token: string | null | undefined;
  /** Defaults: the process's store, the stored website's captcha, the clock. */
  store?: Store;
  config?: CaptchaConfig;
  now?: number;
}

const incomplete = () => new ApiError(400, 'captcha-required', CAPTCHA_INCOMPLETE_MESSAGE, [{ path: 'captcha', message: CAPTCHA_INCOMPLETE_MESSAGE }]);

/**
 * Checks the token of a captcha that must be solved now (see the top of the file); a local
 * token is used up by the check, accepted or not.
 */
export async function verifyCaptcha(visit: CaptchaVisit, demand: CaptchaDemand): Promise<void> {
  const config = demand.config ?? (await captchaConfig());
  if (config.siteKey === null) throw new ApiError(400, 'captcha-not-set-up', CAPTCHA_NOT_SET_UP_MESSAGE);
  const log = requestLog(visit.requestId);
  let settings: CaptchaSettings;
  try {
    settings = captchaSettings();
  } catch (error) {
    if (!(error instanceof CaptchaSettingError)) throw error;
    log.error(`[captcha] ${error.message}: the captcha is refused`);
    throw new ApiError(503, 'captcha-unavailable', CAPTCHA_UNAVAILABLE_MESSAGE);
  }
  if (!settings.verify) return;
  const token = demand.token?.trim() ?? '';
  if (token === '') throw incomplete();
  try {
    const verdict = await verifierOf(settings.provider, settings).verify({
      token,
      purpose: demand.purpose,
      siteKey: config.siteKey,
      hostname: visit.hostname,
      remoteIp: visit.remoteIp,
      store: async () => demand.store ?? (await apiStore()),
      now: demand.now ?? Date.now(),
    });
    if (verdict.ok) return;
    log.info({ provider: settings.provider, purpose: demand.purpose }, `[captcha] refused: ${verdict.reason}`);
    throw incomplete();
  } catch (error) {
    if (!(error instanceof CaptchaUnavailableError)) throw error;
    log.error({ provider: settings.provider, purpose: demand.purpose }, `[captcha] could not be checked, refused: ${error.message}`);
    throw new ApiError(503, 'captcha-unavailable', CAPTCHA_UNAVAILABLE_MESSAGE);
  }
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
