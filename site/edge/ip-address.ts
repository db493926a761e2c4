import { isIP } from 'node:net';

/**
 * IP addresses as peers and `X-Forwarded-For` give them: `normaliseAddress` drops a port,
 * brackets and an IPv6 zone, lower-cases, and turns IPv4-mapped IPv6 (`::ffff:127.0.0.1`) into
 * IPv4; anything that is no IP address answers undefined.
 */
export function normaliseAddress(text: string): string | undefined {
  let value = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed?.[1] !== undefined) value = bracketed[1];
  else if (/^[\d.]+:\d{1,5}$/.test(value)) value = value.slice(0, value.indexOf(':'));
  value = value.replace(/%[\w.-]+$/, '').toLowerCase();
  const family = isIP(value);
  if (family === 4) return value;
  if (family !== 6) return undefined;
  const groups = ipv6Groups(value);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return groups.map((g) => g.toString(16)).join(':');
}

/**
 * Whom the limits count for an address: an IPv4 address itself, an IPv6 address by its /64
 * (one subscriber usually holds a whole /64, so its other addresses are the same client).
 */
export function addressSubject(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${ipv6Groups(address).slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing IPv4 part split). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string): number[] => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}
