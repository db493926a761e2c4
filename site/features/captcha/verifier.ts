import type { CaptchaPurpose } from '../../../domain/captcha/captcha-purpose.js';
import type { Store } from '../../db/index.js';

/** What a token must have been solved for, and where the visitor is. */
export interface CaptchaCheck {
  token: string;
  purpose: CaptchaPurpose;
  siteKey: string;
  /** The host of our public origin: the one the provider must say the widget ran on. */
  hostname: string | undefined;
  /** The visitor's address, handed to the provider. */
  remoteIp: string | undefined;
  /** The database (the local provider's challenges), opened only when needed. */
  store(): Promise<Store>;
  now: number;
}

/** A provider's judgement: accepted, or refused with the reason (logged, never shown). */
export type CaptchaVerdict = { ok: true } | { ok: false; reason: string };

/** One provider's server-side check of its tokens. */
export interface CaptchaVerifier {
  verify(check: CaptchaCheck): Promise<CaptchaVerdict>;
}

/** The check could not be made (the verifier unreachable, slow, answering nonsense, or no secret): the submission is refused. */
export class CaptchaUnavailableError extends Error {
  override name = 'CaptchaUnavailableError';
}
