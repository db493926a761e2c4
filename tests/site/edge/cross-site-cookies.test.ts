// The cookies a static export's islands need (the visitor's and the crumb), per configuration:
// SameSite=Lax unless the shop is on https (SITE_URL) and CORS_ORIGINS names another site, then
// SameSite=None; Secure.
import { afterEach, describe, expect, it } from 'vitest';
import { RequestCookies } from '../../../site/edge/cookie-jar.js';
import { ensureCrumb } from '../../../site/edge/crumb.js';
import { exportIsCrossSite, siteOf } from '../../../site/edge/cross-site-cookies.js';
import { ensureVisitorId } from '../../../site/edge/visitor-cookie.js';

const saved = { SITE_URL: process.env['SITE_URL'], CORS_ORIGINS: process.env['CORS_ORIGINS'] };

afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** The Set-Cookie lines a first page view issues under these settings, by cookie name. */
function issued(settings: { SITE_URL?: string; CORS_ORIGINS?: string }, secure = false): Record<string, string> {
  delete process.env['SITE_URL'];
  delete process.env['CORS_ORIGINS'];
  Object.assign(process.env, settings);
  const cookies = new RequestCookies(undefined, { secure });
  ensureCrumb(cookies);
  ensureVisitorId(cookies);
  return Object.fromEntries(cookies.setCookieLines().map((line) => [line.slice(0, line.indexOf('=')), line]));
}

const attributes = (line: string | undefined): string[] => (line ?? '').split('; ').slice(1).map((a) => a.split('=')[0]!).sort();

describe('the site of an origin', () => {
  it('is its scheme and registrable domain, by the public suffix list', () => {
    expect(siteOf(new URL('https://www.shop.example.com'))).toBe('https://example.com');
    expect(siteOf(new URL('https://shop.example.co.uk'))).toBe('https://example.co.uk');
    expect(siteOf(new URL('https://alice.github.io'))).toBe('https://alice.github.io');
    expect(siteOf(new URL('http://127.0.0.1:4321'))).toBe('http://127.0.0.1');
    expect(siteOf(new URL('http://localhost:4321'))).toBe('http://localhost');
  });

  it('makes an export cross-site only on https with a listed origin of another site', () => {
    const shop = new URL('https://shop.example.com');
    expect(exportIsCrossSite(shop, [])).toBe(false);
    expect(exportIsCrossSite(shop, ['https://www.example.com'])).toBe(false);
    expect(exportIsCrossSite(shop, ['https://www.example.com', 'https://example-static.netlify.app'])).toBe(true);
    expect(exportIsCrossSite(shop, ['http://www.example.com'])).toBe(true);
    expect(exportIsCrossSite(new URL('https://a.example.co.uk'), ['https://b.example.co.uk'])).toBe(false);
    expect(exportIsCrossSite(new URL('https://a.example.co.uk'), ['https://b.other.co.uk'])).toBe(true);
    expect(exportIsCrossSite(new URL('http://shop.example.com'), ['https://static.example.net'])).toBe(false);
    expect(exportIsCrossSite(undefined, ['https://static.example.net'])).toBe(false);
  });
});

describe('the cookies of the islands', () => {
  it('are SameSite=Lax without SITE_URL, and Secure only over https', () => {
    const plain = issued({ CORS_ORIGINS: 'https://static.example.net' });
    expect(attributes(plain['crumb'])).toEqual(['Path', 'SameSite']);
    expect(plain['crumb']).toContain('SameSite=Lax');
    expect(attributes(plain['sf_visitor'])).toEqual(['HttpOnly', 'Max-Age', 'Path', 'SameSite']);
    expect(plain['sf_visitor']).toContain('SameSite=Lax');
    expect(issued({ CORS_ORIGINS: 'https://static.example.net' }, true)['sf_visitor']).toContain('; Secure');
  });

  it('stay SameSite=Lax on https when every listed origin is the shop\'s own site', () => {
    const same = issued({ SITE_URL: 'https://shop.example.com', CORS_ORIGINS: 'https://www.example.com' }, true);
    expect(same['crumb']).toContain('SameSite=Lax');
    expect(same['sf_visitor']).toContain('SameSite=Lax');
  });

  it('stay SameSite=Lax on http even when a listed origin is another site (None needs Secure)', () => {
    const http = issued({ SITE_URL: 'http://shop.example.com', CORS_ORIGINS: 'http://static.example.net' });
    expect(http['crumb']).toContain('SameSite=Lax');
    expect(http['sf_visitor']).toContain('SameSite=Lax');
  });

  it('are SameSite=None; Secure on https when a listed origin is another site, HttpOnly kept on the visitor', () => {
    const cross = issued({ SITE_URL: 'https://shop.example.com', CORS_ORIGINS: 'https://www.example.com,https://static.example.net' });
    expect(cross['crumb']).toMatch(/^crumb=[0-9a-f]{32}; /);
    expect(attributes(cross['crumb'])).toEqual(['Path', 'SameSite', 'Secure']);
    expect(cross['crumb']).toContain('SameSite=None');
    expect(attributes(cross['sf_visitor'])).toEqual(['HttpOnly', 'Max-Age', 'Path', 'SameSite', 'Secure']);
    expect(cross['sf_visitor']).toContain('SameSite=None');
  });

  it('follow a change of the settings', () => {
    expect(issued({ SITE_URL: 'https://shop.example.com', CORS_ORIGINS: 'https://static.example.net' })['crumb']).toContain('SameSite=None');
    expect(issued({ SITE_URL: 'https://shop.example.com' })['crumb']).toContain('SameSite=Lax');
  });
});
