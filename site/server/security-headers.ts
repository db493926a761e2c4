/**
 * The headers every response carries (the Content-Security-Policy is csp.ts's): no MIME
 * sniffing, no framing, the referrer's origin only across sites, HSTS when the shop is served
 * over https, and `charset=utf-8` on every text type that does not name one.
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

const TEXT_TYPE = /^(text\/[\w.+-]+|application\/(json|javascript|xml|[\w.-]+\+(json|xml))|image\/svg\+xml)\s*(;|$)/i;

/** `type` with `; charset=utf-8` when it is a text type without a charset. */
export function withCharset(type: string): string {
  if (!TEXT_TYPE.test(type) || /;\s*charset=/i.test(type)) return type;
  return `${type.replace(/;\s*$/, '')}; charset=utf-8`;
}

export function applySecurityHeaders(headers: Headers, policy: string, https: boolean): void {
  if (!headers.has('content-security-policy')) headers.set('content-security-policy', policy);
  headers.set('x-content-type-options', 'nosniff');
  headers.set('referrer-policy', 'strict-origin-when-cross-origin');
  headers.set('x-frame-options', 'DENY');
  if (https) headers.set('strict-transport-security', HSTS);
  const type = headers.get('content-type');
  if (type !== null) headers.set('content-type', withCharset(type));
}
