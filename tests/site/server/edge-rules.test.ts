// The pure rules behind the origin check and the headers: SITE_URL, CORS_ORIGINS and TRUSTED_PROXIES parsing,
// what counts as cross-site, inline-script hashes, charset.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseSiteUrl } from '../../../site/server/public-origin.js';
import { parseCorsOrigins } from '../../../site/server/cors-origins.js';
import { inlineScriptHashes } from '../../../site/server/csp.js';
import { withCharset } from '../../../site/server/security-headers.js';

describe('SITE_URL', () => {
  it('keeps the origin and refuses what is not one, naming the setting', () => {
    expect(parseSiteUrl('https://shop.example.com/')?.origin).toBe('https://shop.example.com');
    expect(parseSiteUrl('https://shop.example.com:443')?.origin).toBe('https://shop.example.com');
    expect(parseSiteUrl('')).toBeUndefined();
    expect(() => parseSiteUrl('shop.example.com')).toThrow(/SITE_URL: "shop.example.com" is not a URL/);
    expect(() => parseSiteUrl('ftp://shop.example.com')).toThrow(/must start with https:\/\//);
    expect(() => parseSiteUrl('https://shop.example.com/store')).toThrow(/origin only/);
  });
});

describe('inline script hashes', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('hashes scripts a browser runs, not data blocks or external scripts', () => {
    const html = '<script>a()</script><script type="module">b()</script><script type="application/json">{"c":1}</script><script type="module" src="/_astro/x.js"></script><script type="application/ld+json">{}</script><script>a()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });
});

describe('charset', () => {
  it('names utf-8 on text types without a charset only', () => {
    expect(withCharset('text/html')).toBe('text/html; charset=utf-8');
    expect(withCharset('application/json')).toBe('application/json; charset=utf-8');
    expect(withCharset('text/css; charset=ISO-8859-1')).toBe('text/css; charset=ISO-8859-1');
    expect(withCharset('image/png')).toBe('image/png');
  });
});

describe('CORS_ORIGINS', () => {
  it('lists http(s) origins, separated by commas, and names a malformed entry', () => {
    expect([...parseCorsOrigins(' https://www.example.com/ ,http://127.0.0.1:8080,')]).toEqual(['https://www.example.com', 'http://127.0.0.1:8080']);
    expect(parseCorsOrigins(undefined).size).toBe(0);
    expect(() => parseCorsOrigins('https://ok.example.com,www.example.com')).toThrow(/CORS_ORIGINS: "www.example.com" is not a URL/);
    expect(() => parseCorsOrigins('ftp://files.example.com')).toThrow(/CORS_ORIGINS: "ftp:\/\/files.example.com" must start with https:\/\//);
    expect(() => parseCorsOrigins('https://www.example.com/shop')).toThrow(/origin only/);
  });
});
