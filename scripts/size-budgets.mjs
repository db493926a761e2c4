// The JavaScript budgets of issue 5, measured by `npm run size` and by tests/browser/page-size.test.ts.
// Every page runs the site's tracking script (issue 6: visitor cookies, census, error reporter,
// performance records; loaded by site/pages/[...path].astro). The product page's budget counts it; the page
// without islands must ship nothing else (no React, no island).
import { closure, pageJavaScript } from './page-js.mjs';

export const BUDGETS = [
  // Issue 5: 85 KB, React included, with native reviews shown and their section loaded too
  // (tests/browser/page-size.test.ts). What the page needs only later loads later (islands/README.md).
  { label: 'product page', path: '/shop/p/linen-apron', maxGzip: 85 * 1024, tracking: 'counted' },
  { label: 'page without islands (blog post list)', path: '/blog', maxGzip: 0, tracking: 'apart' },
];

// The page (site/pages/[...path].astro) loads the tracking script as its one processed script.
const isTrackingEntry = (file) => file.name.includes('path_.astro_astro_type_script');

/** Each budget's measurement: what counts against it, the tracking script's share, the files. */
export async function measureBudgets(context, baseUrl) {
  const results = [];
  for (const budget of BUDGETS) {
    const js = await pageJavaScript(context, baseUrl, budget.path);
    const tracking = closure(js.files, isTrackingEntry);
    const trackingGzip = js.files.filter((f) => tracking.has(f.name)).reduce((sum, f) => sum + f.gzip, 0);
    const counted = budget.tracking === 'counted' ? js.gzip : js.gzip - trackingGzip;
    results.push({ budget, js, tracking, trackingGzip, counted, ok: counted <= budget.maxGzip });
  }
  return results;
}
