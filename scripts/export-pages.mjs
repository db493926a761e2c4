// What the static export does to each page it writes (scripts/export-site.mjs); pure functions of
// the HTML, tested in tests/export/export-pages.test.ts.

/** Paths only the server answers: the API and the store's own pages. */
export const SERVER_PATH = /^\/(api|cart|checkout|account|admin|sf-dev)(\/|$|\?|#)/;

/** The `<meta>` naming the server the islands call (islands/shared/api-origin.ts reads it). */
export const API_ORIGIN_META = 'sf-api-origin';

/** An `--api-origin` value as an origin (`https://shop.example.com`); throws naming what is wrong. */
export function parseApiOrigin(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`--api-origin: "${value}" is not a URL; give the server's origin, such as https://shop.example.com`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`--api-origin: "${value}" must start with https:// or http://`);
  if ((url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '') {
    throw new Error(`--api-origin: "${value}" must be an origin only (scheme, host and port), such as https://shop.example.com`);
  }
  return url.origin;
}

const escapeAttr = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The page for a static host whose islands call `apiOrigin`: it names the server in a `<meta>`,
 * and its links and forms to the server's own paths (cart, checkout, the API) go there.
 */
export function pointAtServer(html, apiOrigin) {
  const meta = `<meta name="${API_ORIGIN_META}" content="${escapeAttr(apiOrigin)}">`;
  const withMeta = html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}\n${meta}`);
  return withMeta.replace(/\b(href|action)="(\/[^"]*)"/g, (whole, name, path) =>
    SERVER_PATH.test(path) ? `${name}="${escapeAttr(apiOrigin)}${path}"` : whole);
}

/**
 * The page for a static host with no server: its islands are left out, and what the page keeps for
 * visitors without JavaScript (its `<noscript>` parts) is shown to everyone.
 */
export function withoutIslands(html) {
  return html
    .replace(/<astro-island\b[\s\S]*?<\/astro-island>/g, '')
    .replace(/<noscript>([\s\S]*?)<\/noscript>/g, '$1');
}

/** A page's crumb belongs to the export's own visitor: the written page carries none. */
export function withoutCrumb(html) {
  return html.replace(/(<input\b[^>]*\bname="crumb"[^>]*\bvalue=")[^"]*(")/g, '$1$2');
}

const SIZED_IMAGE_URL = String.raw`(\/[^"'\s,?#()]*?)(\.(?:jpe?g|png|webp|gif|avif))\?format=(\d{1,5}w|original)\b`;
/** In a page: only the site's own paths (other hosts' images keep their query). */
const SIZED_IMAGE = new RegExp(String.raw`(?<=^|["'\s,(=])${SIZED_IMAGE_URL}`, 'gi');
const SIZED_IMAGE_PATH = new RegExp(`^${SIZED_IMAGE_URL}$`, 'i');

/**
 * The file a width of an image is written to, since a static host ignores query strings:
 * `/assets/mug.jpg?format=500w` → `/assets/mug.500w.jpg`, `?format=original` → the image itself.
 * Undefined for a URL that asks for no width.
 */
export function sizedImageFile(url) {
  const match = SIZED_IMAGE_PATH.exec(url);
  if (match === null) return undefined;
  const [, base, extension, format] = match;
  return format.toLowerCase() === 'original' ? `${base}${extension}` : `${base}.${format}${extension}`;
}

/** A page's (or stylesheet's) image widths — in `src`, `srcset`, preloads, meta tags — pointed at their files. */
export function staticImages(text) {
  return text.replace(SIZED_IMAGE, (whole) => sizedImageFile(whole) ?? whole);
}
