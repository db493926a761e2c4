// Debian's chromium (/usr/bin/chromium, installed by scripts/test-prereqs.mjs) driven by
// playwright-core, against the built site started as a separate process (tests/api/helpers).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { root } from '../../api/helpers/built-site.js';

export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  readonly context: BrowserContext;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * A fresh browser profile (no cookies, no storage); close() removes it. This chromium blocks
 * third-party cookies by default; `thirdPartyCookies` sets the profile's "Allow third-party
 * cookies" setting (what Chrome's users have by default) for cross-site tests.
 */
export async function launchBrowser(
  options: { viewport?: { width: number; height: number }; args?: readonly string[]; ignoreHTTPSErrors?: boolean; javaScriptEnabled?: boolean; backForwardCache?: boolean; thirdPartyCookies?: boolean } = {},
): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'storefront-browser-'));
  if (options.thirdPartyCookies === true) {
    mkdirSync(join(profile, 'Default'));
    writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: { cookie_controls_mode: 0 } }));
  }
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...FLAGS, ...(options.args ?? [])],
    // Playwright turns the back/forward cache off unless asked; Back then waits for `commit`, not `load`.
    ...(options.backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
    viewport: options.viewport ?? { width: 1200, height: 900 },
    ignoreHTTPSErrors: options.ignoreHTTPSErrors === true,
    javaScriptEnabled: options.javaScriptEnabled !== false,
  });
  return {
    context,
    newPage: () => context.newPage(),
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Waits until every island on the page is hydrated (Astro drops `ssr` once it is). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}

/** Saves a full-page screenshot under test-results/screenshots/<name>.png; returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = join(root, 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** The two widths the storefront is checked at: a desktop and a phone. */
export const SHOPPER_VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
