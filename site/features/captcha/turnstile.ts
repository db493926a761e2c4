import type { ThirdPartyProvider } from './third-party-verifier.js';
import { commonParams, NO_SCORE } from './third-party-verifier.js';

/** Cloudflare Turnstile: answers success, hostname and the action the widget was rendered with; no score. */
export const TURNSTILE: ThirdPartyProvider = {
  name: 'Turnstile',
  verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  params: commonParams,
  scoreVerdict: NO_SCORE,
};
