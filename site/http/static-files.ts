import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { compressible, MIN_COMPRESSED_SIZE } from './content-coding.js';

/**
 * The built client files (`dist-site/client/`: the hashed scripts under `/_astro/`), read once
 * at start-up and compressed once (brotli at its best quality, gzip at level 9), each with an
 * ETag of its content. Hashed assets are cached for a year as immutable; anything else is
 * revalidated on every use.
 */
export interface StaticFile {
  readonly type: string;
  readonly etag: string;
  readonly cacheControl: string;
  readonly identity: Buffer;
  readonly br?: Buffer;
  readonly gzip?: Buffer;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

function filesBelow(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesBelow(path) : [path];
  });
}

function load(path: string, urlPath: string, assetsPrefix: string): StaticFile {
  const identity = readFileSync(path);
  const type = TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
  const etag = `"${createHash('sha1').update(identity).digest('base64url').slice(0, 20)}"`;
  const cacheControl = urlPath.startsWith(assetsPrefix) ? IMMUTABLE : REVALIDATE;
  return { type, etag, cacheControl, identity };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The file's brotli and gzip forms, where they are smaller (made off the event loop). */
async function compressed(file: StaticFile): Promise<StaticFile> {
  if (!compressible(file.type) || file.identity.length < MIN_COMPRESSED_SIZE) return file;
  const [br, gz] = await Promise.all([
    brotli(file.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
    gzipped(file.identity, { level: 9 }),
  ]);
  return { ...file, ...(br.length < file.identity.length ? { br } : {}), ...(gz.length < file.identity.length ? { gzip: gz } : {}) };
}

/**
 * Every file below `clientDir` by its URL path (`/_astro/x.js`); `assets` is the folder of hashed
 * files (`_astro`). The files are read at once; their compressed forms replace them in the map as
 * they are made, so the server listens without waiting for brotli.
 */
export function loadStaticFiles(clientDir: string, assets: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const assetsPrefix = `/${assets}/`;
  for (const path of filesBelow(clientDir)) {
    const urlPath = `/${relative(clientDir, path).split(sep).join('/')}`;
    files.set(urlPath, load(path, urlPath, assetsPrefix));
  }
  for (const [urlPath, file] of files) {
    compressed(file)
      .then((done) => files.set(urlPath, done))
      .catch(() => undefined); // served uncompressed
  }
  return files;
}
