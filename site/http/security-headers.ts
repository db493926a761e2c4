/**
 * The headers every answer carries, set in one place: the HTTP server's guard (guard.ts) puts
 * them on the answer before anything else runs; a site page's own Content-Security-Policy
 * (page-policy.ts) replaces the default one. No MIME sniffing, no framing, the referrer's origin
 * only across sites, HSTS when the shop is served over https; `charset=utf-8` is added to every
 * text type that does not name one where answers are written (respond.ts).
 */
import { contentSecurityPolicy } from './csp.js';

export const HSTS = 'max-age=31536000; includeSubDomains';

const TEXT_TYPE = /^(text\/[\w.+-]+|application\/(json|javascript|xml|[\w.-]+\+(json|xml))|image\/svg\+xml)\s*(;|$)/i;

/** `type` with `; charset=utf-8` when it is a text type without a charset. */
export function withCharset(type: string): string {
  if (!TEXT_TYPE.test(type) || /;\s*charset=/i.test(type)) return type;
  return `${type.replace(/;\s*$/, '')}; charset=utf-8`;
}

const made = new Map<string, readonly (readonly [string, string])[]>();

/** The security headers of an answer, over https or not, with the default policy (the storefront's own scripts only). */
export function securityHeaders(https: boolean): readonly (readonly [string, string])[] {
  const policy = contentSecurityPolicy();
  const key = `${https ? 's' : ''}${policy}`;
  let headers = made.get(key);
  if (headers === undefined) {
    headers = [
      ['content-security-policy', policy],
      ['x-content-type-options', 'nosniff'],
      ['referrer-policy', 'strict-origin-when-cross-origin'],
      ['x-frame-options', 'DENY'],
      ...(https ? [['strict-transport-security', HSTS] as const] : []),
    ];
    if (made.size > 8) made.clear();
    made.set(key, headers);
  }
  return headers;
}
