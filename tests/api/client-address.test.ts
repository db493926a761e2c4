// The client address behind trusted proxies: TRUSTED_PROXIES, X-Forwarded-For, IPv4/IPv6 forms.
import { describe, expect, it } from 'vitest';
import { resolveClientAddress, UNKNOWN_ADDRESS } from '../../site/edge/client-address.js';
import { addressSubject, normaliseAddress } from '../../site/edge/ip-address.js';
import { parseTrustedProxies } from '../../site/edge/trusted-proxies.js';

describe('normaliseAddress', () => {
  it('drops ports, brackets and zones, maps IPv4-mapped IPv6 to IPv4 and refuses the rest', () => {
    expect(normaliseAddress(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(normaliseAddress('203.0.113.7:8443')).toBe('203.0.113.7');
    expect(normaliseAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normaliseAddress('::FFFF:7f00:1')).toBe('127.0.0.1');
    expect(normaliseAddress('[2001:DB8::1]:443')).toBe('2001:db8:0:0:0:0:0:1');
    expect(normaliseAddress('fe80::1%eth0')).toBe('fe80:0:0:0:0:0:0:1');
    expect(normaliseAddress('unknown')).toBeUndefined();
    expect(normaliseAddress('999.1.1.1')).toBeUndefined();
    expect(normaliseAddress('')).toBeUndefined();
  });

  it('counts IPv6 clients by their /64 and IPv4 clients by their address', () => {
    expect(addressSubject('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressSubject(normaliseAddress('2001:db8:1:2::9') ?? '')).toBe('2001:db8:1:2::/64');
    expect(addressSubject('203.0.113.7')).toBe('203.0.113.7');
  });
});

describe('TRUSTED_PROXIES', () => {
  it('reads addresses, CIDR ranges and loopback, IPv4 and IPv6', () => {
    const trusted = parseTrustedProxies(' loopback, 10.1.0.0/16 ,2001:db8:ff::/48, 192.0.2.9');
    expect(trusted.any).toBe(true);
    for (const yes of ['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1', '10.1.200.3', '::ffff:10.1.0.1', '2001:db8:ff:1::5', '192.0.2.9']) {
      expect(trusted.has(yes), yes).toBe(true);
    }
    for (const no of ['10.2.0.1', '192.0.2.10', '2001:db8:fe::1', '::2', 'garbage']) expect(trusted.has(no), no).toBe(false);
    expect(parseTrustedProxies(undefined).any).toBe(false);
    expect(parseTrustedProxies(' , ').any).toBe(false);
  });

  it('refuses a malformed entry, naming it', () => {
    for (const bad of ['10.0.0.0/33', 'proxy.example', '10.0.0.1/8/1', '2001:db8::/129', '10.0.0.0/x']) {
      expect(() => parseTrustedProxies(`loopback,${bad}`)).toThrow(`"${bad}"`);
    }
  });
});

describe('the client address', () => {
  const none = parseTrustedProxies('');
  const loopback = parseTrustedProxies('loopback');
  const chain = parseTrustedProxies('loopback,10.0.0.0/8');

  it('is the peer when the peer is not a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('203.0.113.7', '198.51.100.1', loopback)).toBe('203.0.113.7');
    expect(resolveClientAddress('::ffff:127.0.0.1', '198.51.100.1', none)).toBe('127.0.0.1');
  });

  it('is the first untrusted hop from the right behind trusted proxies; entries left of it are not believed', () => {
    expect(resolveClientAddress('127.0.0.1', '198.51.100.1', loopback)).toBe('198.51.100.1');
    expect(resolveClientAddress('127.0.0.1', 'made-up, 198.51.100.66, 198.51.100.1', loopback)).toBe('198.51.100.1');
    expect(resolveClientAddress('::1', '2001:db8::5, 10.0.0.3', chain)).toBe('2001:db8:0:0:0:0:0:5');
    expect(resolveClientAddress('127.0.0.1', '10.0.0.2, 10.0.0.3', chain)).toBe('10.0.0.2');
    expect(resolveClientAddress('127.0.0.1', null, loopback)).toBe('127.0.0.1');
    // A proxy never writes garbage: the hop right of it is the client.
    expect(resolveClientAddress('127.0.0.1', 'garbage, 10.0.0.3', chain)).toBe('10.0.0.3');
  });

  it('is one shared key when the peer is unknown and no proxy is trusted', () => {
    expect(resolveClientAddress(undefined, '198.51.100.1', none)).toBe(UNKNOWN_ADDRESS);
    expect(resolveClientAddress(undefined, '198.51.100.1', loopback)).toBe('198.51.100.1');
    expect(resolveClientAddress('not an address', null, none)).toBe(UNKNOWN_ADDRESS);
  });
});
