// The JavaScript budgets (issue 5): a product page ships at most 85 KB gzip'd, React and the
// tracking script included; a page without islands ships nothing but the tracking script.
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './helpers/browser-suite.js';
// @ts-expect-error plain JavaScript module shared with `npm run size`
import { measureBudgets } from '../../scripts/size-budgets.mjs';

interface Measured {
  budget: { label: string; maxGzip: number };
  counted: number;
  js: { files: { name: string }[] };
}

const suite = useBrowserSuite();

describe('JavaScript shipped to a visitor', () => {
  it('stays within each page budget', async () => {
    const results = (await measureBudgets(suite.browser.context, suite.server.baseUrl)) as Measured[];
    for (const r of results) expect([r.budget.label, r.counted <= r.budget.maxGzip, r.counted]).toEqual([r.budget.label, true, r.counted]);
    const blog = results.find((r) => r.budget.maxGzip === 0);
    expect(blog?.js.files.some((f) => f.name.includes('client.'))).toBe(false); // no React runtime
  }, 60_000);
});
