import type { APIContext } from 'astro';
import { normaliseAddress } from './ip-address.js';
import { trustedProxies, type TrustedProxies } from './trusted-proxies.js';

/** The address of a client whose address cannot be known (see `peerAddress`). */
export const UNKNOWN_ADDRESS = 'unknown';

/**
 * The client's address: the peer's, or, when the peer is a trusted proxy (`TRUSTED_PROXIES`),
 * the first address of `X-Forwarded-For` from the right that is not a trusted proxy (entries left
 * of it were written by the client and are not believed). Normalised (see ip-address.ts).
 */
export function clientAddress(context: Pick<APIContext, 'request' | 'locals' | 'clientAddress'>): string {
  return resolveClientAddress(peerAddress(context), context.request.headers.get('x-forwarded-for'), trustedProxies());
}

/**
 * The address at the other end of the connection. A server that calls Astro's handler passes it
 * as `locals.peerAddress` (the socket's `remoteAddress`). Without it, Astro's own `clientAddress`
 * is the socket's address only while the request has no `X-Forwarded-For` (Astro takes that
 * header's first value, which any client can write): with the header, the peer is unknown.
 */
export function peerAddress(context: Pick<APIContext, 'request' | 'locals' | 'clientAddress'>): string | undefined {
  const given = (context.locals as { peerAddress?: unknown } | undefined)?.peerAddress;
  if (typeof given === 'string') return given;
  if (context.request.headers.has('x-forwarded-for')) return undefined;
  try {
    return context.clientAddress;
  } catch {
    return undefined; // a prerendered page or a test without a connection
  }
}

/**
 * The rule of `clientAddress`. An unknown peer (see `peerAddress`) is taken to be a trusted proxy
 * when some proxy is trusted (the server is then deployed behind one), else the client is
 * UNKNOWN_ADDRESS, one key for all such clients, so that a made-up header gains nothing.
 */
export function resolveClientAddress(peer: string | undefined, forwardedFor: string | null, trusted: TrustedProxies): string {
  const peerAddress = peer === undefined ? undefined : normaliseAddress(peer);
  if (peer !== undefined && peerAddress === undefined) return UNKNOWN_ADDRESS;
  if (peerAddress !== undefined && !trusted.has(peerAddress)) return peerAddress;
  if (peerAddress === undefined && !trusted.any) return UNKNOWN_ADDRESS;
  const hops = (forwardedFor ?? '').split(',').map((hop) => hop.trim()).filter((hop) => hop !== '');
  let client = peerAddress;
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = normaliseAddress(hops[i] ?? '');
    // A malformed entry cannot have been written by a trusted proxy: the hop right of it counts.
    if (hop === undefined) break;
    client = hop;
    if (!trusted.has(hop)) break;
  }
  return client ?? UNKNOWN_ADDRESS;
}
