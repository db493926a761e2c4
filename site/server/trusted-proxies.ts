import { BlockList, isIP } from 'node:net';

/**
 * `TRUSTED_PROXIES`: the peers whose `X-Forwarded-*` headers are believed — comma-separated
 * addresses (`10.0.0.7`, `::1`), CIDR ranges (`10.0.0.0/8`) and `loopback` (127.0.0.0/8 and ::1).
 * Unset or empty trusts no one. A malformed entry stops the server at its first request with a
 * message naming it, rather than silently trusting less (or more) than the operator meant.
 */
export function parseTrustedProxies(setting: string | undefined): BlockList {
  const list = new BlockList();
  for (const raw of (setting ?? '').split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    if (entry.toLowerCase() === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? undefined : Number(bits);
    const maxPrefix = family === 4 ? 32 : 128;
    if (family === 0 || extra !== undefined || (prefix !== undefined && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= maxPrefix))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address, a CIDR range (10.0.0.0/8) or "loopback"`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return list;
}

let trusted: { setting: string | undefined; list: BlockList } | undefined;

/** Whether `address` (the TCP peer of a request) is one of the trusted proxies. */
export function isTrustedProxy(address: string | undefined): boolean {
  if (address === undefined) return false;
  const setting = process.env['TRUSTED_PROXIES'];
  if (trusted === undefined || trusted.setting !== setting) trusted = { setting, list: parseTrustedProxies(setting) };
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  const family = isIP(plain);
  return family !== 0 && trusted.list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}
