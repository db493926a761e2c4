import type { ThirdPartyProvider } from './third-party-verifier.js';
import { commonParams } from './third-party-verifier.js';

/** Google reCAPTCHA: v2 answers success and hostname; v3 also its action and a score, 1.0 very likely a human. */
export const RECAPTCHA: ThirdPartyProvider = {
  name: 'reCAPTCHA',
  verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
  params: commonParams,
  scoreVerdict(answer, settings) {
    const score = answer['score'];
    if (typeof score !== 'number' || score >= settings.minScore) return { ok: true };
    return { ok: false, reason: `reCAPTCHA scored the visitor ${score}, below ${settings.minScore}` };
  },
};
