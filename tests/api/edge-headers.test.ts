// Security headers on every response, and the doors the issue found open: no CSP, framing,
// sniffing or Referrer-Policy; `/_image` transforming any image on request; TRACE answering 500;
// a wrong method on an API route answering the HTML 404 page.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rawRequest, type RawAnswer } from './helpers/raw-request.js';
import { useSuite } from './helpers/suite.js';

const suite = useSuite();

function expectSecurityHeaders(answer: RawAnswer): void {
  const csp = String(answer.headers['content-security-policy']);
  for (const directive of ["default-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"]) expect(csp).toContain(directive);
  expect(csp).toMatch(/script-src 'self'/);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  it('are on a page, whose policy trusts each of its own inline scripts by hash, utf-8 named', async () => {
    const page = await rawRequest(suite.server.baseUrl, 'GET', '/shop/p/linen-apron');
    expect(page.status).toBe(200);
    expectSecurityHeaders(page);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const inline = [...page.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline.length).toBeGreaterThan(0);
    const policy = String(page.headers['content-security-policy']);
    for (const [, text] of inline) expect(policy).toContain(`'sha256-${createHash('sha256').update(text ?? '').digest('base64')}'`);
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).not.toContain('unsafe-inline');
    // The page cache serves the next visitor the same policy.
    const again = await rawRequest(suite.server.baseUrl, 'GET', '/shop/p/linen-apron');
    expect(again.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
  });

  it('are on an API reply, a built script and a site asset', async () => {
    const api = await rawRequest(suite.server.baseUrl, 'GET', '/api/commerce/shopping-cart');
    expectSecurityHeaders(api);
    expect(api.headers['content-type']).toBe('application/json; charset=utf-8');
    const page = await rawRequest(suite.server.baseUrl, 'GET', '/shop/p/linen-apron');
    const script = /src="(\/_astro\/[^"]+\.js)"/.exec(page.body)?.[1];
    expect(script).toBeDefined();
    const built = await rawRequest(suite.server.baseUrl, 'GET', script ?? '');
    expect(built.status).toBe(200);
    expectSecurityHeaders(built);
    expect(String(built.headers['content-type'])).toMatch(/javascript; charset=utf-8/i);
    const css = await rawRequest(suite.server.baseUrl, 'GET', '/site.css');
    expect(css.status).toBe(200);
    expectSecurityHeaders(css);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });
});

describe('attack surface', () => {
  it('has no image endpoint: /_image?href=… is not found', async () => {
    const answer = await rawRequest(suite.server.baseUrl, 'GET', '/_image?href=%2Fassets%2Fimages%2Fapron-natural.svg&w=4000&h=4000&f=avif');
    expect(answer.status).toBe(404);
    expectSecurityHeaders(answer);
  });

  it('answers TRACE with 405 and Allow, not 500', async () => {
    const page = await rawRequest(suite.server.baseUrl, 'TRACE', '/');
    expect(page.status).toBe(405);
    expect(page.headers['allow']).toContain('GET');
    expect(page.body).not.toContain('TRACE / HTTP');
    const api = await rawRequest(suite.server.baseUrl, 'TRACE', '/api/commerce/shopping-cart');
    expect(api.status).toBe(405);
    expect(JSON.parse(api.body)).toMatchObject({ code: 'method-not-allowed' });
  });

  it('answers PUT on the form-key call with 405 JSON naming the methods it answers', async () => {
    const before = await suite.db.fingerprint();
    const answer = await rawRequest(suite.server.baseUrl, 'PUT', '/api/form/FormSubmissionKey', { origin: suite.server.baseUrl });
    expect(answer.status).toBe(405);
    expect(answer.headers['allow']).toBe('POST');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual({
      code: 'method-not-allowed',
      message: 'This API call does not answer PUT requests (it answers POST).',
      error: 'This API call does not answer PUT requests (it answers POST).',
    });
    expect(await suite.db.fingerprint()).toEqual(before);
  });

  it('answers a wrong method on a page or a no-script form with a plain 405 page', async () => {
    const page = await rawRequest(suite.server.baseUrl, 'POST', '/shop', { origin: suite.server.baseUrl, 'content-type': 'application/x-www-form-urlencoded' }, 'a=1');
    expect(page.status).toBe(405);
    expect(page.headers['allow']).toBe('GET, HEAD');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Method not allowed');
    const form = await rawRequest(suite.server.baseUrl, 'GET', '/cart/add');
    expect(form.status).toBe(405);
    expect(form.headers['allow']).toBe('POST');
  });

  it('still answers the methods a route has: GET and HEAD of the cart, DELETE of an entry is routed', async () => {
    expect((await rawRequest(suite.server.baseUrl, 'GET', '/api/commerce/shopping-cart')).status).toBe(200);
    expect((await rawRequest(suite.server.baseUrl, 'HEAD', '/api/commerce/shopping-cart')).status).toBe(200);
    const entry = await rawRequest(suite.server.baseUrl, 'PATCH', '/api/commerce/shopping-cart/entries/nope', { origin: suite.server.baseUrl });
    expect(entry.status).toBe(405);
    expect(entry.headers['allow']).toMatch(/DELETE/);
  });
});
