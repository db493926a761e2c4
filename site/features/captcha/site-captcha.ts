import { isCaptchaProviderName, type CaptchaConfig } from '../../../domain/captcha/captcha-types.js';
import { logger } from '../../edge/log.js';
import { siteWebsite } from '../../server/store.js';
import { readWebsiteSettings } from '../../../domain/content/website-settings.js';

/** The captcha of the stored website settings. */
export async function captchaConfig(): Promise<CaptchaConfig> {
  return captchaOf(await siteWebsite());
}

let warnedProvider: string | undefined;

export function captchaOf(website: Record<string, unknown>): CaptchaConfig {
  const { captchaSiteKey } = readWebsiteSettings(website);
  const named = process.env['CAPTCHA_PROVIDER'];
  // The pages show the local widget; every check is refused, naming the setting (captcha-settings.ts).
  if (named !== undefined && !isCaptchaProviderName(named) && warnedProvider !== named) {
    warnedProvider = named;
    logger.error(`[captcha] CAPTCHA_PROVIDER "${named}" is not a provider: every captcha is refused until it is one of local, recaptcha, hcaptcha, turnstile`);
  }
  return { provider: isCaptchaProviderName(named) ? named : 'local', siteKey: captchaSiteKey !== '' ? captchaSiteKey : null };
}
