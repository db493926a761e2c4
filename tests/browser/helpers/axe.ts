// axe-core run in the page (injected from node_modules): the violations of every rule, at every
// impact, as "rule-id: target" lines a test can compare with [].
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
}

export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol: the page's Content-Security-Policy refuses an inline script tag.
  await page.evaluate(source);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<AxeResult> } }).axe;
    return axe.run(document);
  });
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact ?? 'n/a'}): ${JSON.stringify(n.target)}`));
}
