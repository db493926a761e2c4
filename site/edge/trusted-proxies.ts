import { BlockList, isIP } from 'node:net';
import { normaliseAddress } from './ip-address.js';

/**
 * `TRUSTED_PROXIES`: the proxies whose forwarding headers (`X-Forwarded-For`, and the forwarded
 * proto and host) the server believes. Comma-separated IPv4/IPv6 addresses and CIDR ranges, or
 * `loopback` (127.0.0.0/8 and ::1); IPv4-mapped IPv6 peers match their IPv4 entries. Unset or
 * empty: no proxy is trusted. A malformed entry throws, naming it.
 */
export interface TrustedProxies {
  /** Whether any proxy is trusted. */
  readonly any: boolean;
  /** Whether the (peer) address is a trusted proxy. */
  has(address: string): boolean;
}

const REMEMBERED_ANSWERS = 1024;

export function parseTrustedProxies(text: string | undefined): TrustedProxies {
  const list = new BlockList();
  const answers = new Map<string, boolean>();
  let any = false;
  for (const raw of (text ?? '').split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    any = true;
    if (entry.toLowerCase() === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addSubnet('::1', 128, 'ipv6');
      continue;
    }
    const [address = '', prefixText, extra] = entry.split('/');
    const normalised = normaliseAddress(address);
    const family = normalised === undefined || address.includes(':') !== normalised.includes(':') ? 0 : isIP(normalised);
    const bits = family === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? bits : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
    if (normalised === undefined || family === 0 || extra !== undefined || !(prefix >= 0 && prefix <= bits)) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address, a CIDR range or "loopback"`);
    }
    list.addSubnet(normalised, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }
  return {
    any,
    has(address) {
      if (!any) return false;
      let known = answers.get(address);
      if (known === undefined) {
        const normalised = normaliseAddress(address);
        known = normalised !== undefined && list.check(normalised, isIP(normalised) === 4 ? 'ipv4' : 'ipv6');
        // A request's peer is one of few addresses: each is checked once (the memory stays bounded).
        if (answers.size >= REMEMBERED_ANSWERS) answers.clear();
        answers.set(address, known);
      }
      return known;
    },
  };
}

let configured: { text: string | undefined; proxies: TrustedProxies } | undefined;

/** The trusted proxies of `TRUSTED_PROXIES` (parsed again only when the setting changes). */
export function trustedProxies(): TrustedProxies {
  const text = process.env['TRUSTED_PROXIES'];
  if (configured === undefined || configured.text !== text) configured = { text, proxies: parseTrustedProxies(text) };
  return configured.proxies;
}

/** Whether `address` (the TCP peer of a request) is one of the trusted proxies. */
export function isTrustedProxy(address: string | undefined): boolean {
  return address !== undefined && trustedProxies().has(address);
}
