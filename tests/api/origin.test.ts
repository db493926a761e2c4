// Form posts on the shop's real host name: Astro's origin check refused every form-encoded or
// body-less POST on any host but 127.0.0.1/localhost and behind an HTTPS proxy; the server's own
// check accepts the shop's origin (SITE_URL, or the request's own) and refuses other sites with
// nothing stored.
import { describe, expect, it } from 'vitest';
import type { ServerProcess } from './helpers/server-process.js';
import { cookieHeader, cookieValue, rawRequest, type RawAnswer } from './helpers/raw-request.js';
import { useSuite } from './helpers/suite.js';

const FORM = 'application/x-www-form-urlencoded';

async function arrive(server: ServerProcess, headers: Record<string, string>): Promise<{ cookie: string; crumb: string; answer: RawAnswer }> {
  const answer = await rawRequest(server.baseUrl, 'GET', '/shop/p/linen-apron', headers);
  expect(answer.status).toBe(200);
  return { cookie: cookieHeader(answer.cookies), crumb: cookieValue(answer.cookies, 'crumb') ?? '', answer };
}

async function cartQuantity(server: ServerProcess, headers: Record<string, string>): Promise<number> {
  const answer = await rawRequest(server.baseUrl, 'GET', '/api/commerce/shopping-cart', headers);
  return (JSON.parse(answer.body) as { totalQuantity: number }).totalQuantity;
}

function addForm(crumb: string): string {
  return new URLSearchParams({ crumb, itemId: 'prod-apron', variantId: 'var-apron-natural-l', quantity: '1' }).toString();
}

describe('without SITE_URL: the request\'s own origin', () => {
  const suite = useSuite({ RATE_LIMIT_WRITES: '1000' });

  it('accepts a no-script add-to-cart form posted on a host name other than localhost (Host: shop.test)', async () => {
    const host = { host: 'shop.test' };
    const { cookie, crumb } = await arrive(suite.server, host);
    const answer = await rawRequest(suite.server.baseUrl, 'POST', '/cart/add', { ...host, cookie, origin: 'http://shop.test', 'content-type': FORM }, addForm(crumb));
    expect(answer.status).toBe(303);
    expect(answer.headers['location']).toBe('/cart');
    expect(await cartQuantity(suite.server, { ...host, cookie })).toBe(1);
  });

  it('issues a form submission key (body-less POST) on that host name', async () => {
    const host = { host: 'shop.test' };
    const { cookie, crumb } = await arrive(suite.server, host);
    const answer = await rawRequest(suite.server.baseUrl, 'POST', '/api/form/FormSubmissionKey', { ...host, cookie, origin: 'http://shop.test', 'x-csrf-token': crumb });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('key');
  });

  it('refuses a form posted from another site, and stores nothing', async () => {
    const host = { host: 'shop.test' };
    const { cookie, crumb } = await arrive(suite.server, host);
    const before = await suite.db.fingerprint();
    const answer = await rawRequest(suite.server.baseUrl, 'POST', '/cart/add', { ...host, cookie, origin: 'http://evil.test', 'content-type': FORM }, addForm(crumb));
    expect(answer.status).toBe(403);
    expect(answer.body).toBe('Cross-site POST form submissions are forbidden');
    const key = await rawRequest(suite.server.baseUrl, 'POST', '/api/form/FormSubmissionKey', { ...host, cookie, origin: 'http://evil.test', 'x-csrf-token': crumb });
    expect(key.status).toBe(403);
    expect(JSON.parse(key.body)).toMatchObject({ code: 'cross-site', message: 'Cross-site POST form submissions are forbidden' });
    expect(await suite.db.fingerprint()).toEqual(before);
    expect(await cartQuantity(suite.server, { ...host, cookie })).toBe(0);
  });

  it('refuses a form with no Origin but a Referer of another site, and one with neither', async () => {
    const host = { host: 'shop.test' };
    const { cookie, crumb } = await arrive(suite.server, host);
    const before = await suite.db.fingerprint();
    const referred = await rawRequest(suite.server.baseUrl, 'POST', '/cart/add', { ...host, cookie, referer: 'https://evil.test/page', 'content-type': FORM }, addForm(crumb));
    expect(referred.status).toBe(403);
    const bare = await rawRequest(suite.server.baseUrl, 'POST', '/cart/add', { ...host, cookie, 'content-type': FORM }, addForm(crumb));
    expect(bare.status).toBe(403);
    expect(await suite.db.fingerprint()).toEqual(before);
  });

  it('believes X-Forwarded-Proto only from a trusted proxy (none here): an https origin is another site, and cookies are not Secure', async () => {
    const forwarded = { host: 'shop.test', 'x-forwarded-proto': 'https' };
    const { cookie, crumb, answer } = await arrive(suite.server, forwarded);
    expect(answer.cookies.some((line) => /;\s*Secure/i.test(line))).toBe(false);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    const post = await rawRequest(suite.server.baseUrl, 'POST', '/cart/add', { ...forwarded, cookie, origin: 'https://shop.test', 'content-type': FORM }, addForm(crumb));
    expect(post.status).toBe(403);
  });
});

describe('SITE_URL=https://shop.test behind a proxy on loopback (TRUSTED_PROXIES=loopback)', () => {
  const suite = useSuite({ RATE_LIMIT_WRITES: '1000', SITE_URL: 'https://shop.test', TRUSTED_PROXIES: 'loopback' });

  const proxied = { host: 'shop.test', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };

  it('sets every cookie Secure and sends HSTS', async () => {
    const { answer } = await arrive(suite.server, proxied);
    const names = answer.cookies.map((line) => line.split('=')[0]);
    expect(names).toEqual(expect.arrayContaining(['crumb', 'sf_visitor']));
    for (const line of answer.cookies) expect(line).toMatch(/;\s*Secure(;|$)/i);
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const api = await rawRequest(suite.server.baseUrl, 'GET', '/api/commerce/shopping-cart', proxied);
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('accepts the no-script add form from https://shop.test and refuses it from the plain http origin', async () => {
    const { cookie, crumb } = await arrive(suite.server, proxied);
    const before = await suite.db.fingerprint();
    const plain = await rawRequest(suite.server.baseUrl, 'POST', '/cart/add', { ...proxied, cookie, origin: 'http://shop.test', 'content-type': FORM }, addForm(crumb));
    expect(plain.status).toBe(403);
    expect(await suite.db.fingerprint()).toEqual(before);
    const answer = await rawRequest(suite.server.baseUrl, 'POST', '/cart/add', { ...proxied, cookie, origin: 'https://shop.test', 'content-type': FORM }, addForm(crumb));
    expect(answer.status).toBe(303);
    expect(answer.headers['location']).toBe('/cart');
    expect(await cartQuantity(suite.server, { ...proxied, cookie })).toBe(1);
  });

  it('signs out (body-less DELETE) from the shop\'s origin', async () => {
    const { cookie, crumb } = await arrive(suite.server, proxied);
    const answer = await rawRequest(suite.server.baseUrl, 'DELETE', '/api/site-users/account/session', { ...proxied, cookie, origin: 'https://shop.test', 'x-csrf-token': crumb });
    expect(answer.status).not.toBe(403);
    expect(answer.status).toBeLessThan(300);
  });
});

describe('no SITE_URL, TRUSTED_PROXIES=loopback: the origin the proxy forwards', () => {
  const suite = useSuite({ RATE_LIMIT_WRITES: '1000', TRUSTED_PROXIES: 'loopback' });

  it('takes https and the host from X-Forwarded-Proto/Host: Secure cookies, HSTS, the form accepted from that origin', async () => {
    const proxied = { host: '127.0.0.1', 'x-forwarded-host': 'shop.test', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };
    const { cookie, crumb, answer } = await arrive(suite.server, proxied);
    for (const line of answer.cookies) expect(line).toMatch(/;\s*Secure(;|$)/i);
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const post = await rawRequest(suite.server.baseUrl, 'POST', '/cart/add', { ...proxied, cookie, origin: 'https://shop.test', 'content-type': FORM }, addForm(crumb));
    expect(post.status).toBe(303);
    expect(await cartQuantity(suite.server, { ...proxied, cookie })).toBe(1);
  });
});
