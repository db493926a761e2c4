/**
 * The local provider (tests and offline use): challenges issued by this server, one use each,
 * checked against the database so every process shares them (domain/captcha/local-token.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { CaptchaPurpose } from '../../../domain/captcha/captcha-purpose.js';
import { parseLocalToken, seedBytes, type LocalChallenge } from '../../../domain/captcha/local-token.js';
import { meetsDifficulty, workMessage } from '../../../domain/captcha/work-hash.js';
import { storeChallenge, takeChallenge, type Store } from '../../db/index.js';
import type { CaptchaSettings } from './captcha-settings.js';
import type { CaptchaVerifier } from './verifier.js';

/** The row of a challenge: bound to the site key and purpose it was issued for. */
function challengeKey(siteKey: string, purpose: CaptchaPurpose, seed: string): string {
  return `captcha:${createHash('sha256').update(`${siteKey}\n${purpose}\n${seed}`).digest('base64url').slice(0, 32)}`;
}

export async function issueChallenge(
  store: Store,
  target: { siteKey: string; purpose: CaptchaPurpose },
  settings: Pick<CaptchaSettings, 'localBits' | 'localTtlMs'>,
  now = Date.now(),
): Promise<LocalChallenge> {
  const seed = randomBytes(32).toString('base64url');
  const expiresAt = now + settings.localTtlMs;
  await storeChallenge(store, challengeKey(target.siteKey, target.purpose, seed), settings.localBits, expiresAt);
  return { seed, bits: settings.localBits, expiresAt, ttlMs: settings.localTtlMs };
}

export function localVerifier(settings: Pick<CaptchaSettings, 'localBits'>): CaptchaVerifier {
  return {
    async verify(check) {
      const token = parseLocalToken(check.token);
      const seed = token && seedBytes(token.seed);
      if (!token || !seed) return { ok: false, reason: 'not a local captcha token' };
      // Used up whatever follows: a challenge gets one answer.
      const bits = await takeChallenge(await check.store(), challengeKey(check.siteKey, check.purpose, token.seed), check.now);
      if (bits === undefined) return { ok: false, reason: `no live challenge for ${check.purpose} (never issued for it, used or expired)` };
      if (bits < settings.localBits) return { ok: false, reason: `the challenge asked ${bits} bits of work, below the ${settings.localBits} required` };
      const head = createHash('sha256').update(workMessage(seed, token.nonce)).digest().readUInt32BE(0);
      return meetsDifficulty(head, bits) ? { ok: true } : { ok: false, reason: `the nonce does not do ${bits} bits of work` };
    },
  };
}
