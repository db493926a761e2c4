// The pure rules behind the origin check and the headers: SITE_URL, CORS_ORIGINS and TRUSTED_PROXIES parsing,
// what counts as cross-site, the script elements of trusted HTML, charset.
import { describe, expect, it } from 'vitest';
import { parseSiteUrl } from '../../../site/edge/public-origin.js';
import { parseCorsOrigins } from '../../../site/edge/cors-origins.js';
import { scriptElements } from '../../../domain/security/script-elements.js';
import { withCharset } from '../../../site/http/security-headers.js';

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

describe('script elements of trusted HTML', () => {
  it('finds the inline scripts a browser runs and the sources of the others, not data blocks', () => {
    const html = '<script>a()</script><script type="module">b()</script><script type="application/json">{"c":1}</script><script type="module" src="/_astro/x.js"></script><script type="application/ld+json">{}</script><SCRIPT>a()</SCRIPT ><script src=\'https://cdn.test/y.js\' async></script>';
    expect(scriptElements(html)).toEqual({ inline: ['a()', 'b()', 'a()'], sources: ['/_astro/x.js', 'https://cdn.test/y.js'] });
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
