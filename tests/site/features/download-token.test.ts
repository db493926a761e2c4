// 3: download link tokens: a signed link opens until it expires; a changed id, time or signature,
// or another secret, is forged; production has no default secret.
import { describe, expect, it } from 'vitest';
import { checkDownload, signDownload } from '../../../site/features/digital-goods/download-token.js';
import { downloadSecret } from '../../../site/features/digital-goods/download-secret.js';

const SECRET = 'a'.repeat(40);
const NOW = Date.UTC(2026, 10, 27);

describe('download tokens', () => {
  it('a signed token is good until it expires', () => {
    const token = signDownload(SECRET, 'link1', NOW + 1000);
    expect(checkDownload(SECRET, token, NOW)).toEqual({ ok: true, id: 'link1', expiresAt: NOW + 1000 });
    expect(checkDownload(SECRET, token, NOW + 1000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('a token with another id, time, signature or secret is forged', () => {
    const token = signDownload(SECRET, 'link1', NOW + 1000);
    const [id, at, sig] = token.split('.') as [string, string, string];
    expect(checkDownload(SECRET, `link2.${at}.${sig}`, NOW).ok).toBe(false);
    expect(checkDownload(SECRET, `${id}.${String(NOW + 9_999_999)}.${sig}`, NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(checkDownload(SECRET, `${id}.${at}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`, NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(checkDownload('b'.repeat(40), token, NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(checkDownload(SECRET, 'not-a-token', NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('production has no default secret; a short one does not count', () => {
    expect(downloadSecret({ NODE_ENV: 'production' })).toBeUndefined();
    expect(downloadSecret({ NODE_ENV: 'production', DOWNLOAD_LINK_SECRET: 'short' })).toBeUndefined();
    expect(downloadSecret({ NODE_ENV: 'production', DOWNLOAD_LINK_SECRET: SECRET })).toBe(SECRET);
    expect(downloadSecret({ NODE_ENV: 'development' })).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
