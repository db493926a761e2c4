// The HTTP server's pure pieces: content coding choice, spliced gzip, ETag matching, request ids.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseCoding, compressible, varyWithEncoding } from '../../../site/http/content-coding.js';
import { codedEtag, noneMatchHits } from '../../../site/http/etag.js';
import { spliceable, splicedGzip } from '../../../site/http/gzip-splice.js';
import { requestIdOf } from '../../../site/http/request-id.js';

describe('chooseCoding', () => {
  it('takes brotli, then gzip, by the client weights', () => {
    expect(chooseCoding('gzip, deflate, br')).toBe('br');
    expect(chooseCoding('gzip')).toBe('gzip');
    expect(chooseCoding('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(chooseCoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(chooseCoding('*')).toBe('br');
    expect(chooseCoding(undefined)).toBe('identity');
    expect(chooseCoding('gzip, br', ['gzip', 'br'])).toBe('gzip');
  });

  it('compresses text, never a stream of events or an image', () => {
    expect(compressible('text/html; charset=utf-8')).toBe(true);
    expect(compressible('application/json')).toBe(true);
    expect(compressible('image/svg+xml')).toBe(true);
    expect(compressible('text/event-stream')).toBe(false);
    expect(compressible('image/png')).toBe(false);
  });

  it('adds Accept-Encoding to Vary once', () => {
    expect(varyWithEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyWithEncoding('Cookie')).toBe('Cookie, Accept-Encoding');
    expect(varyWithEncoding('accept-encoding')).toBe('accept-encoding');
  });
});

describe('splicedGzip', () => {
  it('decodes to the parts joined by the text put between them', () => {
    const parts = ['<html><body><form><input name="crumb" value="', '"></form>', '<p>' + 'tea and bread '.repeat(500) + '</p><script>"', '"</script></body></html>'];
    const ready = spliceable(parts);
    for (const crumb of ['0123456789abcdef0123456789abcdef', 'é', 'x'.repeat(70_000)]) {
      expect(gunzipSync(splicedGzip(ready, crumb)).toString()).toBe(parts.join(crumb));
    }
    expect(gunzipSync(splicedGzip(spliceable(['only one part']), 'unused')).toString()).toBe('only one part');
  });
});

describe('ETags', () => {
  it('match If-None-Match lists, weak or strong, and *', () => {
    expect(noneMatchHits('"a", "b"', '"b"')).toBe(true);
    expect(noneMatchHits('W/"b"', '"b"')).toBe(true);
    expect(noneMatchHits('*', '"b"')).toBe(true);
    expect(noneMatchHits('"c"', '"b"')).toBe(false);
    expect(noneMatchHits(undefined, '"b"')).toBe(false);
  });

  it('name the coding of a compressed body', () => {
    expect(codedEtag('"abc"', 'gzip')).toBe('"abc-gzip"');
    expect(codedEtag('"abc"', 'identity')).toBe('"abc"');
  });
});

describe('requestIdOf', () => {
  it('keeps a well-formed id and makes one otherwise', () => {
    expect(requestIdOf('abc-123_x.y:z')).toBe('abc-123_x.y:z');
    expect(requestIdOf('two words')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf('x'.repeat(200))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(['a', 'b'])).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(undefined)).not.toBe(requestIdOf(undefined));
  });
});
