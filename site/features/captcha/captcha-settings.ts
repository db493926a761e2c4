/**
 * The captcha's settings, read from the environment at each check (see site/features/captcha/README.md):
 * `CAPTCHA_PROVIDER` (local — the default —, recaptcha, hcaptcha, turnstile), `CAPTCHA_SECRET`
 * (the third-party provider's secret: no default anywhere; without it every captcha is refused),
 * `CAPTCHA_VERIFY_URL` (another siteverify address, for a test's fake verifier),
 * `CAPTCHA_TIMEOUT_MS` (default 5000), `CAPTCHA_MIN_SCORE` (default 0.5), the local provider's
 * `CAPTCHA_LOCAL_BITS` (default 20) and `CAPTCHA_LOCAL_TTL_MS` (default 10 minutes), and
 * `CAPTCHA_VERIFY=off`, which skips every check (tests not about the captcha).
 */
import { CAPTCHA_PROVIDER_NAMES, isCaptchaProviderName, type CaptchaProviderName } from '../../../domain/captcha/captcha-types.js';

export interface CaptchaSettings {
  provider: CaptchaProviderName;
  verify: boolean;
  secret: string | undefined;
  verifyUrl: string | undefined;
  timeoutMs: number;
  /** reCAPTCHA's lowest score accepted (1 is a human); hCaptcha Enterprise's risk score must not pass 1 − this. */
  minScore: number;
  localBits: number;
  localTtlMs: number;
}

/** A setting that cannot be used: the check is refused and the message logged. */
export class CaptchaSettingError extends Error {
  override name = 'CaptchaSettingError';
}

function numberSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number, integer: boolean): number {
  const text = env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    throw new CaptchaSettingError(`${name} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max} (got "${text}").`);
  }
  return value;
}

export function captchaSettings(env: NodeJS.ProcessEnv = process.env): CaptchaSettings {
  const provider = env['CAPTCHA_PROVIDER'] ?? 'local';
  if (!isCaptchaProviderName(provider)) throw new CaptchaSettingError(`CAPTCHA_PROVIDER must be one of ${CAPTCHA_PROVIDER_NAMES.join(', ')} (got "${provider}").`);
  const verifyUrl = env['CAPTCHA_VERIFY_URL']?.trim() || undefined;
  if (verifyUrl !== undefined && !/^https?:\/\/[^/]/.test(verifyUrl)) throw new CaptchaSettingError(`CAPTCHA_VERIFY_URL must be an http(s) URL (got "${verifyUrl}").`);
  return {
    provider,
    verify: env['CAPTCHA_VERIFY'] !== 'off',
    secret: env['CAPTCHA_SECRET'] || undefined,
    verifyUrl,
    timeoutMs: numberSetting(env, 'CAPTCHA_TIMEOUT_MS', 5000, 100, 60_000, true),
    minScore: numberSetting(env, 'CAPTCHA_MIN_SCORE', 0.5, 0, 1, false),
    localBits: numberSetting(env, 'CAPTCHA_LOCAL_BITS', 20, 1, 32, true),
    localTtlMs: numberSetting(env, 'CAPTCHA_LOCAL_TTL_MS', 10 * 60_000, 10_000, 24 * 60 * 60_000, true),
  };
}
