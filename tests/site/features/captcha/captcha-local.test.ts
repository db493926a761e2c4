// Issue 20, "the captcha stops no bot": the local provider was a 12-bit proof of work of the
// client's own making, solved by a script in milliseconds and reusable within a process's memory.
// Its tokens now answer a challenge the server issued and stored (bound to the site key and the
// purpose, expiring), of a difficulty the server sets, and are used up in the database: once
// across every process sharing it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CaptchaPurpose } from '../../../../domain/captcha/captcha-purpose.js';
import { formatLocalToken, seedBytes, solveLocalChallenge, solves, type LocalChallenge } from '../../../../domain/captcha/local-token.js';
import { openStore } from '../../../../site/db/open.js';
import { ApiError } from '../../../../site/edge/api-error.js';
import { verifyCaptcha } from '../../../../site/features/captcha/verify-captcha.js';
import { issueChallenge } from '../../../../site/features/captcha/local-verifier.js';
import { tempStore, type TempStore } from '../../db/temp-store.js';

const VISIT = { hostname: '127.0.0.1', remoteIp: '127.0.0.1', requestId: 'test' };
const CONFIG = { provider: 'local' as const, siteKey: 'site-key' };
const BITS = 10;
const T = 1_800_000_000_000;

let temp: TempStore;
const saved = { bits: process.env['CAPTCHA_LOCAL_BITS'], verify: process.env['CAPTCHA_VERIFY'], provider: process.env['CAPTCHA_PROVIDER'] };
beforeEach(async () => {
  temp = await tempStore();
  Object.assign(process.env, { CAPTCHA_LOCAL_BITS: String(BITS), CAPTCHA_VERIFY: 'on', CAPTCHA_PROVIDER: 'local' });
});
afterEach(async () => {
  await temp.dispose();
  for (const [name, value] of [['CAPTCHA_LOCAL_BITS', saved.bits], ['CAPTCHA_VERIFY', saved.verify], ['CAPTCHA_PROVIDER', saved.provider]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const quick = { yieldNow: () => Promise.resolve() };

async function challenge(purpose: CaptchaPurpose = 'form:form-contact', bits = BITS, siteKey = 'site-key'): Promise<LocalChallenge> {
  return issueChallenge(temp.store, { siteKey, purpose }, { localBits: bits, localTtlMs: 60_000 }, T);
}

function verdict(token: string, purpose: CaptchaPurpose = 'form:form-contact', now = T + 1000, store = temp.store, config = CONFIG): Promise<string> {
  return verifyCaptcha(VISIT, { purpose, token, config, store, now }).then(
    () => 'accepted',
    (error: unknown) => (error instanceof ApiError ? `${error.status} ${error.code}` : `threw ${String(error)}`),
  );
}

describe('the captcha stops no bot: the local provider is a server-issued, single-use challenge', () => {
  it('accepts a solved challenge once; the same token again is refused', async () => {
    const token = await solveLocalChallenge(await challenge(), quick);
    expect(await verdict(token)).toBe('accepted');
    expect(await verdict(token)).toBe('400 captcha-required');
  });

  it('refuses a token once its challenge has expired', async () => {
    const token = await solveLocalChallenge(await challenge(), quick);
    expect(await verdict(token, 'form:form-contact', T + 60_001)).toBe('400 captcha-required');
  });

  it('refuses a token for another purpose or another site key', async () => {
    const forRestock = await solveLocalChallenge(await challenge('restock'), quick);
    expect(await verdict(forRestock, 'sign-in')).toBe('400 captcha-required');
    expect(await verdict(forRestock, 'form:form-newsletter')).toBe('400 captcha-required');
    const otherKey = await solveLocalChallenge(await challenge('sign-in', BITS, 'old-key'), quick);
    expect(await verdict(otherKey, 'sign-in')).toBe('400 captcha-required');
  });

  it('refuses a token of too low a difficulty: an unsolved nonce, or a challenge easier than required', async () => {
    const issued = await challenge();
    let nonce = 0;
    while (solves(seedBytes(issued.seed)!, nonce, BITS) || !solves(seedBytes(issued.seed)!, nonce, 2)) nonce += 1;
    expect(await verdict(formatLocalToken({ seed: issued.seed, nonce }))).toBe('400 captcha-required');
    // Issued when the setting asked less (or stored by someone else): not enough work now.
    const easy = await solveLocalChallenge(await challenge('form:form-contact', 4), quick);
    expect(await verdict(easy)).toBe('400 captcha-required');
  });

  it('refuses tokens the server never issued, and made-up nonces', async () => {
    const invented = { seed: Buffer.alloc(32, 1).toString('base64url'), bits: BITS, expiresAt: T + 60_000, ttlMs: 60_000 };
    expect(await verdict(await solveLocalChallenge(invented, quick))).toBe('400 captcha-required');
    expect(await verdict('local1.1800000000000.12')).toBe('400 captcha-required');
    expect(await verdict('')).toBe('400 captcha-required');
  });

  it('is used once across processes: two connections to the database, one acceptance', async () => {
    const other = await openStore({ location: temp.location.startsWith('postgres') ? temp.location : `sqlite:${temp.location}` });
    try {
      const token = await solveLocalChallenge(await challenge('sign-in'), quick);
      const answers = await Promise.all([verdict(token, 'sign-in', T + 1000, temp.store), verdict(token, 'sign-in', T + 1000, other)]);
      expect(answers.sort()).toEqual(['400 captcha-required', 'accepted']);
      // Issued through one connection, used through the other, refused again through the first.
      const shared = await solveLocalChallenge(await challenge('sign-in'), quick);
      expect(await verdict(shared, 'sign-in', T + 1000, other)).toBe('accepted');
      expect(await verdict(shared, 'sign-in', T + 1000, temp.store)).toBe('400 captcha-required');
    } finally {
      await other.close();
    }
  });
});
