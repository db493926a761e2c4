// One browser test file's world: the built site started on a fresh temporary database, and a
// fresh chromium profile. `closeBrowserSuite` stops both (safe on a suite that never opened).
import { startSuite, stopSuite } from '../../api/helpers/suite.js';
import type { ServerProcess } from '../../api/helpers/server-process.js';
import type { TempDatabase } from '../../api/helpers/temp-db.js';
import { launchBrowser, type Browser } from './browser.js';

export interface BrowserSuite {
  server: ServerProcess;
  db: TempDatabase;
  browser: Browser;
}

export async function openBrowserSuite(
  options: { env?: Record<string, string>; viewport?: { width: number; height: number } } = {},
): Promise<BrowserSuite> {
  const { server, db } = await startSuite(options.env);
  return { server, db, browser: await launchBrowser(options.viewport ? { viewport: options.viewport } : {}) };
}

export async function closeBrowserSuite(suite: Partial<BrowserSuite> | undefined): Promise<void> {
  await suite?.browser?.close();
  await stopSuite(suite?.server, suite?.db);
}
