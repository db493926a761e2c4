// The JavaScript a visitor's browser loads for a page: the page is opened in Debian's chromium
// (playwright-core), left until its islands are hydrated and the network is idle, and every
// script it downloaded is counted (raw and gzip'd), with its inline scripts. Code that loads only
// on demand (a dynamic import behind a click or a scroll) is not counted until something asks for it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function openBrowser() {
  const profile = mkdtempSync(join(tmpdir(), 'storefront-size-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: FLAGS,
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * `prepare(page)`, when given, runs once the islands are hydrated (e.g. scrolls a lazy section
 * into view) so that the code it makes the page load is counted too.
 */
export async function pageJavaScript(context, baseUrl, path, prepare) {
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
  if (prepare) await prepare(page);
  await page.waitForLoadState('networkidle');
  const files = [];
  for (const response of scripts) {
    const body = await response.body();
    const imports = [...body.toString('utf8').matchAll(/\b(?:from|import)\s*["']([^"']+)["']/g)].map((m) => new URL(m[1], response.url()).pathname);
    files.push({ ...sized(new URL(response.url()).pathname, body), imports });
  }
  const inline = await page.$$eval('script:not([src])', (nodes) =>
    nodes.filter((n) => !['application/json', 'application/ld+json'].includes(n.getAttribute('type') ?? '')).map((n) => n.textContent ?? ''),
  );
  inline.filter((text) => text.trim() !== '').forEach((text, i) => files.push(sized(`inline #${i + 1}`, Buffer.from(text))));
  await page.close();
  const total = files.reduce((sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip }), { raw: 0, gzip: 0 });
  return { path, files, ...total };
}

/** The files a set of entry files loads, themselves included (static imports). */
export function closure(files, isEntry) {
  const byName = new Map(files.map((f) => [f.name, f]));
  const found = new Set();
  const visit = (name) => {
    if (found.has(name) || !byName.has(name)) return;
    found.add(name);
    for (const next of byName.get(name).imports ?? []) visit(next);
  };
  files.filter(isEntry).forEach((f) => visit(f.name));
  return found;
}

function sized(name, bytes) {
  return { name, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}
