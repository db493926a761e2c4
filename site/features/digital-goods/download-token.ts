/**
 * A download link's token: the link's id and when it expires, signed with HMAC-SHA-256 under the
 * server's secret (download-secret.ts), so a link cannot be made, moved to another file or kept
 * alive past its time without the secret. `<id>.<expiresAt>.<signature>`, all URL-safe.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const signature = (secret: string, id: string, expiresAt: number): string => createHmac('sha256', secret).update(`download:${id}:${String(expiresAt)}`).digest('base64url');

export function signDownload(secret: string, id: string, expiresAt: number): string {
  return `${id}.${String(expiresAt)}.${signature(secret, id, expiresAt)}`;
}

export type DownloadCheck = { ok: true; id: string; expiresAt: number } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

/** Whether the token was signed with `secret` and is still within its time. */
export function checkDownload(secret: string, token: string, now: number): DownloadCheck {
  const match = /^([A-Za-z0-9_-]{1,64})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, id = '', at = '', given = ''] = match;
  const expiresAt = Number(at);
  const expected = Buffer.from(signature(secret, id, expiresAt));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { ok: false, reason: 'forged' };
  if (expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, id, expiresAt };
}
