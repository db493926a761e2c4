// The JavaScript a page makes the browser load: its module scripts, the islands' component and
// renderer modules, and everything they import (static and dynamic imports), each counted once,
// with raw and gzip'd sizes. Used by `npm run size` and the size test.
import { gzipSync } from 'node:zlib';

const ATTRS = [
  /<script\b[^>]*\bsrc="([^"]+)"/g,
  /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g,
  /<astro-island\b[^>]*\bcomponent-url="([^"]+)"/g,
  /<astro-island\b[^>]*\brenderer-url="([^"]+)"/g,
];
const IMPORTS = [/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g, /\bfrom\s*["']([^"']+)["']/g, /\bimport\s*["']([^"']+)["']/g];

/** Inline scripts are counted too (their text), as `inline #n`. */
const INLINE = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

export async function pageJavaScript(baseUrl, path) {
  const page = new URL(path, baseUrl);
  const res = await fetch(page);
  if (!res.ok) throw new Error(`${page} answered ${res.status}`);
  const html = await res.text();
  const files = [];
  const seen = new Set();
  const queue = [];
  const enqueue = (specifier, from) => {
    const url = new URL(specifier, from).href;
    if (new URL(url).origin !== page.origin || seen.has(url)) return;
    seen.add(url);
    queue.push(url);
  };
  for (const pattern of ATTRS) for (const m of html.matchAll(pattern)) enqueue(decode(m[1]), page);
  let inline = 0;
  for (const m of html.matchAll(INLINE)) {
    const text = m[1].trim();
    if (text === '' || /^\s*\{/.test(text)) continue; // JSON data blocks are not code
    inline += 1;
    files.push(sized(`inline #${inline}`, text));
    for (const pattern of IMPORTS) for (const i of text.matchAll(pattern)) enqueue(i[1], page);
  }
  while (queue.length > 0) {
    const url = queue.shift();
    const body = await (await fetch(url)).text();
    files.push(sized(new URL(url).pathname, body));
    for (const pattern of IMPORTS) for (const i of body.matchAll(pattern)) if (/^[./]/.test(i[1])) enqueue(i[1], url);
  }
  const total = files.reduce((sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip }), { raw: 0, gzip: 0 });
  return { path, files, ...total };
}

function sized(name, text) {
  const bytes = Buffer.from(text);
  return { name, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

function decode(attr) {
  return attr.replaceAll('&amp;', '&').replaceAll('&#38;', '&').replaceAll('&quot;', '"');
}
