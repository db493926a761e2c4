// One browser test file's world: the built site started on a fresh temporary database, and a
// fresh chromium profile, opened before the file's tests and closed after them.
import { afterAll, beforeAll } from 'vitest';
import { startSuite, stopSuite } from '../../api/helpers/suite.js';
import type { ServerProcess } from '../../api/helpers/server-process.js';
import type { TempDatabase } from '../../api/helpers/temp-db.js';
import { launchBrowser, type Browser } from './browser.js';

export interface BrowserSuite {
  server: ServerProcess;
  db: TempDatabase;
  browser: Browser;
}

async function openBrowserSuite(
  options: { env?: Record<string, string>; viewport?: { width: number; height: number }; backForwardCache?: boolean } = {},
): Promise<BrowserSuite> {
  const { server, db } = await startSuite(options.env);
  return { server, db, browser: await launchBrowser({ ...(options.viewport ? { viewport: options.viewport } : {}), ...(options.backForwardCache ? { backForwardCache: true } : {}) }) };
}

async function closeBrowserSuite(suite: Partial<BrowserSuite> | undefined): Promise<void> {
  await suite?.browser?.close();
  await stopSuite(suite?.server, suite?.db);
}

export interface SuiteOptions {
  env?: Record<string, string>;
  viewport?: { width: number; height: number };
  /** Playwright's default wait for actions and for navigations, in ms. */
  timeouts?: { action: number; navigation: number };
  /** Chromium keeps pages in its back/forward cache (Playwright turns it off by default). */
  backForwardCache?: boolean;
  /** How long opening may take (the first file to open builds the site). */
  openTimeoutMs?: number;
}

/**
 * Opens the file's suite before its tests and closes it after them (vitest hooks); the object
 * answered reads the open suite.
 */
export function useBrowserSuite(options: SuiteOptions = {}): BrowserSuite {
  let opened: BrowserSuite | undefined;
  beforeAll(async () => {
    opened = await openBrowserSuite(options);
    if (options.timeouts) {
      opened.browser.context.setDefaultTimeout(options.timeouts.action);
      opened.browser.context.setDefaultNavigationTimeout(options.timeouts.navigation);
    }
  }, options.openTimeoutMs ?? 180_000);
  afterAll(() => closeBrowserSuite(opened));
  const open = (): BrowserSuite => {
    if (opened === undefined) throw new Error('the browser suite opens in beforeAll');
    return opened;
  };
  return {
    get server() {
      return open().server;
    },
    get db() {
      return open().db;
    },
    get browser() {
      return open().browser;
    },
  };
}
