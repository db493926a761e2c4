// `npm run size`: the gzip'd JavaScript a visitor's browser loads for a product page (budget
// 85 KB, React included) and for a page without islands (budget: none), measured in chromium on
// the built site. Exits 1 when a budget is exceeded.
import { openBrowser, pageJavaScript } from './page-js.mjs';
import { startBuiltServer } from './built-server.mjs';

export const BUDGETS = [
  { label: 'product page', path: '/shop/p/linen-apron', maxGzip: 85 * 1024 },
  { label: 'page without islands (blog post list)', path: '/blog', maxGzip: 0 },
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const server = await startBuiltServer();
const browser = await openBrowser();
try {
  let over = false;
  for (const budget of BUDGETS) {
    const js = await pageJavaScript(browser.context, server.baseUrl, budget.path);
    const ok = js.gzip <= budget.maxGzip;
    over ||= !ok;
    console.log(`\n${budget.label} (${budget.path}): ${kb(js.gzip)} gzip'd, ${kb(js.raw)} raw, ${js.files.length} files; budget ${kb(budget.maxGzip)}: ${ok ? 'within' : 'OVER'}`);
    for (const f of [...js.files].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.name}`);
  }
  process.exitCode = over ? 1 : 0;
} finally {
  await browser.close();
  server.stop();
}
