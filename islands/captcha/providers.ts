import type { CaptchaProvider, CaptchaProviderName } from '../../domain/captcha/captcha-types.js';
import { localProvider } from './local-provider.js';
import { SCRIPT_PROVIDERS, scriptProvider } from './script-providers.js';

export function captchaProvider(name: CaptchaProviderName): CaptchaProvider {
  return name === 'local' ? localProvider : scriptProvider(SCRIPT_PROVIDERS[name]);
}
