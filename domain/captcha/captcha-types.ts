import type { CaptchaPurpose } from './captcha-purpose.js';

/** What a captcha widget needs and gives: a token once solved, reset after a failure, destroy after a success. */
export type CaptchaSize = 'normal' | 'compact';

export interface CaptchaOptions {
  siteKey: string;
  /** What the token is for: the local provider's challenge is issued for it, the others get it as their action. */
  purpose: CaptchaPurpose;
  size: CaptchaSize;
  /** The form's captchaTheme (1 light, 2 dark), when it has one. */
  theme?: 'light' | 'dark';
  onToken(token: string): void;
  /** The token expired or was withdrawn: the form must ask for a new one. */
  onExpired(): void;
}

export interface CaptchaWidget {
  reset(): void;
  destroy(): void;
}

export interface CaptchaProvider {
  readonly name: CaptchaProviderName;
  render(container: HTMLElement, options: CaptchaOptions): Promise<CaptchaWidget>;
}

export const CAPTCHA_PROVIDER_NAMES = ['local', 'recaptcha', 'hcaptcha', 'turnstile'] as const;
export type CaptchaProviderName = (typeof CAPTCHA_PROVIDER_NAMES)[number];

/** What a page hands an island: no site key means no captcha. */
export interface CaptchaConfig {
  provider: CaptchaProviderName;
  siteKey: string | null;
}

export function isCaptchaProviderName(name: unknown): name is CaptchaProviderName {
  return typeof name === 'string' && (CAPTCHA_PROVIDER_NAMES as readonly string[]).includes(name);
}
