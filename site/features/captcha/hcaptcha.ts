import type { ThirdPartyProvider } from './third-party-verifier.js';
import { commonParams } from './third-party-verifier.js';

/**
 * hCaptcha: also told our site key (it refuses a token solved for another). Its Enterprise
 * answers carry a risk score, 1.0 very likely a bot: above 1 − CAPTCHA_MIN_SCORE is refused.
 */
export const HCAPTCHA: ThirdPartyProvider = {
  name: 'hCaptcha',
  verifyUrl: 'https://api.hcaptcha.com/siteverify',
  params(check, secret) {
    const params = commonParams(check, secret);
    params.set('sitekey', check.siteKey);
    return params;
  },
  scoreVerdict(answer, settings) {
    const risk = answer['score'];
    if (typeof risk !== 'number' || risk <= 1 - settings.minScore) return { ok: true };
    return { ok: false, reason: `hCaptcha rated the visitor's risk ${risk}, above ${1 - settings.minScore}` };
  },
};
