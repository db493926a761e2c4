import type { APIContext } from 'astro';
import { configuredOrigin } from './public-origin.js';
import { isTrustedProxy } from './trusted-proxies.js';

/** What deciding a request's origin needs from it. */
export interface OriginFacts {
  readonly headers: Pick<Headers, 'get'>;
  /** The URL the server built (its scheme is the connection's). */
  readonly url: URL;
  /** The TCP peer; undefined when it cannot be known. */
  readonly peerAddress: string | undefined;
}

/**
 * The request's TCP peer: as the Node server hands it on (`locals.peerAddress`, site/http/server.ts).
 * Without it, Astro's `clientAddress` is the peer only while no `X-Forwarded-For` names another
 * (it prefers that header's first entry, which anyone can write).
 */
export function peerAddress(context: Pick<APIContext, 'locals' | 'request' | 'clientAddress'>): string | undefined {
  const handedOn = context.locals.peerAddress;
  if (handedOn !== undefined) return handedOn;
  if (context.request.headers.has('x-forwarded-for')) return undefined;
  try {
    return context.clientAddress;
  } catch {
    return undefined;
  }
}

export function originFacts(context: Pick<APIContext, 'locals' | 'request' | 'clientAddress' | 'url'>): OriginFacts {
  return { headers: context.request.headers, url: context.url, peerAddress: peerAddress(context) };
}

function firstValue(header: string | null): string | undefined {
  const value = header?.split(',')[0]?.trim();
  return value === '' ? undefined : value;
}

/** The scheme the request was made with (`http:`, `https:`): the connection's, or a trusted proxy's `X-Forwarded-Proto`. */
function requestProtocol(facts: OriginFacts, trusted: boolean): string {
  const forwardedProto = trusted ? firstValue(facts.headers.get('x-forwarded-proto'))?.toLowerCase() : undefined;
  return forwardedProto === 'http' || forwardedProto === 'https' ? `${forwardedProto}:` : facts.url.protocol;
}

/**
 * The origin the request was made to: its Host header and the connection's scheme, or what a
 * trusted proxy says in `X-Forwarded-Proto` / `X-Forwarded-Host`. Undefined when the Host is not
 * a host name.
 */
export function requestOrigin(facts: OriginFacts): string | undefined {
  const trusted = isTrustedProxy(facts.peerAddress);
  const proto = requestProtocol(facts, trusted);
  const host = (trusted ? firstValue(facts.headers.get('x-forwarded-host')) : undefined) ?? firstValue(facts.headers.get('host')) ?? facts.url.host;
  if (!/^[a-z0-9.\-:[\]]+$/i.test(host)) return undefined;
  try {
    return new URL(`${proto}//${host}`).origin;
  } catch {
    return undefined;
  }
}

/** The origin pages of this shop have: `SITE_URL`, or else the request's own. */
export function expectedOrigin(facts: OriginFacts): string | undefined {
  return configuredOrigin()?.origin ?? requestOrigin(facts);
}

/** Whether visitors reach the shop over https (cookies `Secure`, HSTS). */
export function servedOverHttps(facts: OriginFacts): boolean {
  const configured = configuredOrigin();
  if (configured !== undefined) return configured.protocol === 'https:';
  // Over plain http the Host need not be looked at.
  if (requestProtocol(facts, isTrustedProxy(facts.peerAddress)) !== 'https:') return false;
  return requestOrigin(facts)?.startsWith('https:') === true;
}
