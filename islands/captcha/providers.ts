import { CAPTCHA_NOT_SET_UP_MESSAGE } from '../../domain/captcha/captcha-purpose.js';
import type { CaptchaConfig, CaptchaOptions, CaptchaProvider, CaptchaProviderName, CaptchaWidget } from '../../domain/captcha/captcha-types.js';
import { localProvider } from './local-provider.js';
import { SCRIPT_PROVIDERS, scriptProvider } from './script-providers.js';

export function captchaProvider(name: CaptchaProviderName): CaptchaProvider {
  return name === 'local' ? localProvider : scriptProvider(SCRIPT_PROVIDERS[name]);
}

/** Renders the configured captcha; rejects with 'ReCaptcha has not been set up!' when the site has no key. */
export function renderCaptcha(config: CaptchaConfig, container: HTMLElement, options: Omit<CaptchaOptions, 'siteKey'>): Promise<CaptchaWidget> {
  if (config.siteKey === null) return Promise.reject(new Error(CAPTCHA_NOT_SET_UP_MESSAGE));
  return captchaProvider(config.provider).render(container, { ...options, siteKey: config.siteKey });
}
