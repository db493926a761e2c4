// `npm run size`: the gzip'd JavaScript a visitor's browser loads for a product page (budget
// 85 KB, React included) and for a page without islands (budget: none besides the tracking
// script), measured in chromium on the built site. Exits 1 when a budget is exceeded.
import { startBuiltServer } from './built-server.mjs';
import { openBrowser } from './page-js.mjs';
import { measureBudgets } from './size-budgets.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const server = await startBuiltServer();
const browser = await openBrowser();
try {
  const results = await measureBudgets(browser.context, server.baseUrl);
  for (const { budget, js, tracking, trackingGzip, counted, ok } of results) {
    const label = budget.tracking === 'counted' ? 'in all' : 'without the tracking script';
    console.log(`\n${budget.label} (${budget.path}): ${kb(counted)} gzip'd ${label} (tracking script ${kb(trackingGzip)}; everything ${kb(js.gzip)} gzip'd, ${kb(js.raw)} raw, ${js.files.length} files); budget ${kb(budget.maxGzip)}: ${ok ? 'within' : 'OVER'}`);
    for (const f of [...js.files].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.name}${tracking.has(f.name) ? '  (tracking)' : ''}`);
  }
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
} finally {
  await browser.close();
  server.stop();
}
