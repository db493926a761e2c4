/**
 * The one server-side check of a captcha token (see site/features/captcha/README.md): the
 * configured provider's verifier, its refusals as the visitor sees them, every failure logged.
 */
import { CAPTCHA_NOT_SET_UP_MESSAGE, type CaptchaPurpose } from '../../../domain/captcha/captcha-purpose.js';
import type { CaptchaConfig, CaptchaProviderName } from '../../../domain/captcha/captcha-types.js';
import type { Store } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';
import { requestLog } from '../../edge/log.js';
import { apiStore } from '../../server/store.js';
import { captchaSettings, CaptchaSettingError, type CaptchaSettings } from './captcha-settings.js';
import { HCAPTCHA } from './hcaptcha.js';
import { localVerifier } from './local-verifier.js';
import { RECAPTCHA } from './recaptcha.js';
import { captchaConfig } from './site-captcha.js';
import { thirdPartyVerifier } from './third-party-verifier.js';
import { TURNSTILE } from './turnstile.js';
import { CaptchaUnavailableError, type CaptchaVerifier } from './verifier.js';

export const CAPTCHA_INCOMPLETE_MESSAGE = 'Complete CAPTCHA before submitting.';
export const CAPTCHA_UNAVAILABLE_MESSAGE = 'The CAPTCHA could not be checked just now. Please try again in a few minutes.';

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
 * Checks the token of a captcha that must be solved now (refusals: see site/features/captcha/captcha.ts); a local
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
