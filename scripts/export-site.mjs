#!/usr/bin/env node
// Renders every URL of a site folder to static files:
//   npm run export -- --site sites/quiet-pages --out out/quiet-pages
//   npm run export -- --site sites/fern-and-finch --out out/shop --api-origin https://shop.example.com
// The built server is started on a fresh database seeded from the folder; the export follows
// every internal link from `/` (pages, paging, the folder's files, /site.css, island scripts)
// and writes `OUT/<path>/index.html` for pages and the files as they are. Paging and filter links
// (`?offset=`, `?category=`, `?tag=`) become folders, since a static host ignores query strings;
// for the same reason each width of an image (`mug.jpg?format=500w`) is written as its own file
// (`mug.500w.jpg`, resized by the server) and the pages' `src` and `srcset` name those files.
// The search page is exported without results (searching needs the server). The store's pages
// (cart, checkout) and the API are not exported: a content site exports completely. With
// `--api-origin URL` the commerce islands (buy boxes, cart pill, restock, forms) call the server
// at URL, and links to the cart and checkout and the no-JS add form go there; that server must
// list the export's origin in `CORS_ORIGINS`, and on another site than the export be https
// (`SITE_URL`: its cart cookies are then SameSite=None; README "A static export on another host").
// Without it the pages show what visitors without JavaScript see.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startBuiltServer } from './built-server.mjs';
import { parseApiOrigin, pointAtServer, SERVER_PATH, sizedImageFile, staticImages, withoutCrumb, withoutIslands } from './export-pages.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

function option(name) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}

const site = option('site');
const out = option('out');
if (!site || !out) {
  console.error('usage: npm run export -- --site DIR --out OUT [--api-origin URL]');
  process.exit(2);
}
let apiOrigin;
try {
  apiOrigin = option('api-origin') === undefined ? undefined : parseApiOrigin(option('api-origin'));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}

/** A fetched page as the static host serves it. */
function staticPage(html) {
  const page = withoutCrumb(staticImages(staticLinks(html)));
  return apiOrigin === undefined ? withoutIslands(page) : pointAtServer(page, apiOrigin);
}
const LINK = /\b(?:href|src|component-url|renderer-url|before-hydration-url)="([^"]+)"/g;
const SRCSET = /\bsrcset="([^"]+)"/g;
const JS_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+|\/[^"']+)["']/g;
const CSS_URL = /url\(\s*['"]?([^'")]+)['"]?\s*\)/g;

/** Internal paths named by a file, resolved against its own path. */
function linksOf(text, type, from) {
  const found = [];
  const add = (raw) => {
    try {
      const url = new URL(raw.replaceAll('&amp;', '&'), `http://site${from}`);
      if (url.origin === 'http://site') found.push(url.pathname + url.search);
    } catch {
      // not a URL
    }
  };
  if (type.includes('html')) {
    for (const m of text.matchAll(LINK)) add(m[1]);
    for (const m of text.matchAll(SRCSET)) for (const part of m[1].split(',')) add(part.trim().split(/\s+/)[0]);
  } else if (type.includes('javascript')) {
    for (const m of text.matchAll(JS_IMPORT)) add(m[1]);
  } else if (type.includes('css')) {
    for (const m of text.matchAll(CSS_URL)) add(m[1]);
  }
  return found;
}

/**
 * The static URL of a page: a static host ignores query strings, so a list's paging and filters
 * (`/journal?offset=3&category=Essays`) become folders (`/journal/offset-3/category-Essays/`).
 */
function staticPath(path) {
  const url = new URL(path, 'http://site');
  if (!url.search) return url.pathname;
  const parts = [...url.searchParams].map(([k, v]) => `${k}-${v}`.replace(/[^A-Za-z0-9_.-]+/g, '_'));
  return `${url.pathname.replace(/\/$/, '')}/${parts.join('/')}/`;
}

/**
 * Where a fetched path is written: pages as `<static path>/index.html`, each width of an image as
 * its own file (`mug.500w.jpg`), other files as they are named.
 */
function target(path, type) {
  if (type.includes('html')) return join(out, decodeURIComponent(staticPath(path)), 'index.html');
  return join(out, decodeURIComponent(sizedImageFile(path) ?? new URL(path, 'http://site').pathname));
}

/** A page's links to pages with a query string, pointed at their static paths (files keep theirs: a host ignores it). */
function staticLinks(html) {
  return html.replace(/\bhref="(\/[^"?#]*)\?([^"#]*)"/g, (whole, path, query) =>
    /\.[A-Za-z0-9]+$/.test(path) ? whole : `href="${staticPath(`${path}?${query.replaceAll('&amp;', '&')}`).replaceAll('&', '&amp;')}"`);
}

spawnSync(process.execPath, [join(root, 'site/scripts/build-site.mjs')], { stdio: 'inherit' });
// The export asks for every width itself (as JPEG, the originals' type): no warming in the background.
const server = await startBuiltServer({ SITE_DIR: resolve(site), MEDIA_WARM: '0' });
let failures = 0;
try {
  rmSync(out, { recursive: true, force: true });
  const seen = new Set(['/']);
  const queue = ['/'];
  while (queue.length > 0) {
    const path = queue.shift();
    const response = await fetch(server.baseUrl + path, { redirect: 'manual' });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok) {
      console.error(`export: ${path} answered ${response.status}`);
      failures += 1;
      continue;
    }
    const body = Buffer.from(await response.arrayBuffer());
    const url = new URL(path, 'http://site');
    const file = target(path, type);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, type.includes('html') ? staticPage(body.toString('utf8')) : type.includes('css') ? staticImages(body.toString('utf8')) : body);
    for (const link of linksOf(body.toString('utf8'), type, url.pathname)) {
      const clean = link.split('#')[0];
      if (!clean || seen.has(clean) || SERVER_PATH.test(clean)) continue;
      seen.add(clean);
      queue.push(clean);
    }
  }
  console.log(`export: ${seen.size} URLs of ${site} written to ${out}${apiOrigin ? `, islands calling ${apiOrigin}` : ''}${failures ? `, ${failures} failed` : ''}`);
} finally {
  server.stop();
}
process.exit(failures > 0 ? 1 : 0);
