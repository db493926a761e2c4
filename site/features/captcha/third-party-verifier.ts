import { captchaAction } from '../../../domain/captcha/captcha-purpose.js';
import { UNKNOWN_ADDRESS } from '../../edge/client-address.js';
import { judgeAnswer } from './answer-checks.js';
import type { CaptchaSettings } from './captcha-settings.js';
import { siteverify, type FetchLike } from './siteverify.js';
import { CaptchaUnavailableError, type CaptchaCheck, type CaptchaVerdict, type CaptchaVerifier } from './verifier.js';

/** What differs between the third-party providers: where they verify, what they are sent, how their score reads. */
export interface ThirdPartyProvider {
  name: string;
  /** The documented siteverify endpoint. */
  verifyUrl: string;
  params(check: CaptchaCheck, secret: string): URLSearchParams;
  /** A refusal for the answer's score, if the provider gives one and it is a bot's. */
  scoreVerdict(answer: Record<string, unknown>, settings: CaptchaSettings): CaptchaVerdict;
}

export function thirdPartyVerifier(provider: ThirdPartyProvider, settings: CaptchaSettings, fetchImpl?: FetchLike): CaptchaVerifier {
  return {
    async verify(check) {
      if (settings.secret === undefined) throw new CaptchaUnavailableError(`CAPTCHA_SECRET is not set: every ${provider.name} captcha is refused until it is`);
      const answer = await siteverify(settings.verifyUrl ?? provider.verifyUrl, provider.params(check, settings.secret), settings.timeoutMs, fetchImpl);
      const verdict = judgeAnswer(answer, { hostname: check.hostname, action: captchaAction(check.purpose) });
      return verdict.ok ? provider.scoreVerdict(answer, settings) : verdict;
    },
  };
}

/** The parameters all three document: secret, response (the token) and the visitor's address. */
export function commonParams(check: CaptchaCheck, secret: string): URLSearchParams {
  const params = new URLSearchParams({ secret, response: check.token });
  if (check.remoteIp !== undefined && check.remoteIp !== UNKNOWN_ADDRESS) params.set('remoteip', check.remoteIp);
  return params;
}

export const NO_SCORE = (): CaptchaVerdict => ({ ok: true });
