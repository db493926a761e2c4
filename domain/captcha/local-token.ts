/**
 * The local provider's token (demo and tests): a small proof of work the server can check
 * without a third party. Token `local1.<issuedMs>.<nonce>`; valid when SHA-256 of
 * `<siteKey>|<issuedMs>|<nonce>` starts with LOCAL_DIFFICULTY_BITS zero bits and it was issued
 * within LOCAL_TOKEN_TTL_MS. Shared by the widget (solving) and site/server/captcha.ts (checking).
 */
export const LOCAL_TOKEN_PREFIX = 'local1';
export const LOCAL_DIFFICULTY_BITS = 12;
export const LOCAL_TOKEN_TTL_MS = 10 * 60_000;
/** Clock skew allowed for a token issued "in the future". */
export const LOCAL_TOKEN_SKEW_MS = 60_000;

export interface LocalToken {
  issued: number;
  nonce: number;
}

export function formatLocalToken(token: LocalToken): string {
  return `${LOCAL_TOKEN_PREFIX}.${token.issued}.${token.nonce}`;
}

export function parseLocalToken(text: string): LocalToken | undefined {
  const match = /^local1\.(\d{1,15})\.(\d{1,10})$/.exec(text);
  if (!match) return undefined;
  return { issued: Number(match[1]), nonce: Number(match[2]) };
}

export function localChallenge(siteKey: string, token: LocalToken): string {
  return `${siteKey}|${token.issued}|${token.nonce}`;
}

export function hasLeadingZeroBits(bytes: Uint8Array, bits: number): boolean {
  for (let i = 0; i < bits; i++) {
    const byte = bytes[i >> 3] ?? 0xff;
    if (byte & (0x80 >> (i & 7))) return false;
  }
  return true;
}

export function isFresh(token: LocalToken, now: number): boolean {
  return token.issued <= now + LOCAL_TOKEN_SKEW_MS && now - token.issued <= LOCAL_TOKEN_TTL_MS;
}

export type Digest = (text: string) => Promise<Uint8Array>;

/** Web Crypto SHA-256 (browsers and node 20). */
export const sha256: Digest = async (text) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

/** Finds the first nonce that solves the challenge (about 2^bits digests). */
export async function solveLocalChallenge(siteKey: string, issued: number, digest: Digest = sha256, bits = LOCAL_DIFFICULTY_BITS): Promise<string> {
  for (let nonce = 0; ; nonce++) {
    const token = { issued, nonce };
    if (hasLeadingZeroBits(await digest(localChallenge(siteKey, token)), bits)) return formatLocalToken(token);
  }
}
