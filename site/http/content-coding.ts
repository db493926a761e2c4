import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Coding = 'br' | 'gzip' | 'identity';

/** Bodies smaller than this are sent as they are: compressing them saves less than its headers cost. */
export const MIN_COMPRESSED_SIZE = 1024;

const COMPRESSIBLE = /^(text\/(?!event-stream)|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;

/** HTML, CSS, JavaScript, JSON, SVG and other text; never a stream of events (live reload). */
export function compressible(contentType: string | undefined): boolean {
  return contentType !== undefined && COMPRESSIBLE.test(contentType);
}

/**
 * The coding to answer with from `Accept-Encoding`: of the codings offered, the one the client
 * weighs most (brotli before gzip at equal weight), else identity.
 */
export function chooseCoding(acceptEncoding: string | undefined, offered: readonly Coding[] = ['br', 'gzip']): Coding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const item of acceptEncoding.split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  let best: Coding = 'identity';
  let bestWeight = 0;
  for (const coding of offered) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A body compressed for one response (off the event loop; brotli at a quality fast enough for every request). */
export function encode(body: Buffer, coding: Coding): Promise<Buffer> {
  if (coding === 'br') {
    return brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  if (coding === 'gzip') return gzipped(body, { level: 6 });
  return Promise.resolve(body);
}

/** Vary with Accept-Encoding added to what the response varies by already. */
export function varyWithEncoding(vary: string | undefined): string {
  if (!vary) return 'Accept-Encoding';
  return /(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary) ? vary : `${vary}, Accept-Encoding`;
}
