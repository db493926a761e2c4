/**
 * The site folder's files served as they are: `/site.css` (the compiled stylesheets),
 * `/assets/<path>` and `/scripts/<path>`. A path never leaves its folder.
 */
import { createHash } from 'node:crypto';
import { readFile, realpath } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import type { SiteRuntime } from './site-runtime.js';

const TYPES: Readonly<Record<string, string>> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const hashes = new WeakMap<SiteRuntime, string>();

function cssHash(site: SiteRuntime): string {
  let hash = hashes.get(site);
  if (hash === undefined) {
    hash = createHash('sha256').update(site.css).digest('hex').slice(0, 12);
    hashes.set(site, hash);
  }
  return hash;
}

const FAVICONS = ['assets/favicon.svg', 'assets/favicon.png', 'assets/favicon.ico'];

/** The folder's `assets/favicon.*`, else none at all (an empty data URL: no request for /favicon.ico). */
export function faviconUrl(site: SiteRuntime): string {
  const found = FAVICONS.find((file) => site.folder?.assets.includes(file));
  return found ? `/${found}` : 'data:,';
}

/** `/favicon.ico`, which browsers and crawlers ask for whatever the page links: the folder's favicon, or 404. */
export async function faviconResponse(site: SiteRuntime): Promise<Response> {
  const found = FAVICONS.find((file) => site.folder?.assets.includes(file));
  if (found === undefined) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return folderFileResponse(site, 'assets', found.slice('assets/'.length));
}

export function stylesheetUrl(site: SiteRuntime): string {
  return `/site.css?v=${cssHash(site)}`;
}

/**
 * A stylesheet this small (about 5 KB compressed) goes inside the page: the page then paints
 * from its first round trip instead of waiting for a render-blocking request. A larger one is linked.
 */
export const INLINE_STYLESHEET_MAX_BYTES = 32 * 1024;

/** The `<head>` markup that applies the site's stylesheet: inlined when small, else linked. */
export function stylesheetHtml(site: SiteRuntime): string {
  if (Buffer.byteLength(site.css) > INLINE_STYLESHEET_MAX_BYTES) return `<link rel="stylesheet" href="${stylesheetUrl(site)}">`;
  // Nothing in the text may close the element early.
  return `<style data-site-css="${cssHash(site)}">${site.css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
}

export function stylesheetResponse(site: SiteRuntime, request: Request): Response {
  const etag = `"${cssHash(site)}"`;
  const headers = { 'content-type': TYPES['.css'] ?? '', etag, 'cache-control': 'public, max-age=300' };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(site.css, { status: 200, headers });
}

/** The real path of a file of `assets/` or `scripts/` with a served type, never outside its folder; undefined otherwise. */
export async function folderFilePath(site: SiteRuntime, folder: 'assets' | 'scripts', path: string): Promise<{ file: string; type: string } | undefined> {
  const type = TYPES[extname(path).toLowerCase()];
  if (type === undefined || path.split('/').some((part) => part === '..' || part === '' || part.startsWith('.'))) return undefined;
  try {
    const base = await realpath(join(site.dir, folder));
    const file = await realpath(join(base, path));
    return file.startsWith(base + sep) ? { file, type } : undefined;
  } catch {
    return undefined;
  }
}

export const notFoundResponse = (): Response => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** A file of `assets/` or `scripts/` of the folder, or 404. */
export async function folderFileResponse(site: SiteRuntime, folder: 'assets' | 'scripts', path: string): Promise<Response> {
  const found = await folderFilePath(site, folder, path);
  if (found === undefined) return notFoundResponse();
  try {
    return new Response(await readFile(found.file), { status: 200, headers: { 'content-type': found.type, 'cache-control': 'public, max-age=300' } });
  } catch {
    return notFoundResponse();
  }
}
