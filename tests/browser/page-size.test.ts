// The JavaScript budgets (issue 5): a product page ships at most 85 KB gzip'd, React and the
// tracking script included; a page without islands ships nothing but the tracking script.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowserSuite, openBrowserSuite } from './helpers/browser-suite.js';
import type { ServerProcess } from '../api/helpers/server-process.js';
import type { TempDatabase } from '../api/helpers/temp-db.js';
import type { Browser } from './helpers/browser.js';
// @ts-expect-error plain JavaScript module shared with `npm run size`
import { measureBudgets } from '../../scripts/size-budgets.mjs';

interface Measured {
  budget: { label: string; maxGzip: number };
  counted: number;
  js: { files: { name: string }[] };
}

let server: ServerProcess | undefined;
let db: TempDatabase | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  ({ server, db, browser } = await openBrowserSuite());
}, 180_000);

afterAll(() => closeBrowserSuite({ server, db, browser }));

describe('JavaScript shipped to a visitor', () => {
  it('stays within each page budget', async () => {
    const results = (await measureBudgets(browser!.context, server!.baseUrl)) as Measured[];
    for (const r of results) expect([r.budget.label, r.counted <= r.budget.maxGzip, r.counted]).toEqual([r.budget.label, true, r.counted]);
    const blog = results.find((r) => r.budget.maxGzip === 0);
    expect(blog?.js.files.some((f) => f.name.includes('client.'))).toBe(false); // no React runtime
  }, 60_000);
});
