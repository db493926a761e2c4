// axe-core run in the page (injected from node_modules): the violations of every rule, at every
// impact, as "rule-id: target" lines a test can compare with [].
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
}

/** `enable`: rules axe leaves off by default, turned on for this run (such as `target-size`, WCAG 2.2's 24 px targets). */
export async function axeViolations(page: Page, { enable = [] }: { enable?: readonly string[] } = {}): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the pages' Content-Security-Policy does not
  // govern (an injected <script> would be refused, as it should be).
  await settled(page);
  await page.evaluate(source);
  const result = await page.evaluate(async (ids) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: { rules: Record<string, { enabled: boolean }> }): Promise<AxeResult> } }).axe;
    return axe.run(document, { rules: Object.fromEntries(ids.map((id) => [id, { enabled: true }])) });
  }, [...enable]);
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact ?? 'n/a'}): ${JSON.stringify(n.target)}`));
}

/**
 * Waits (at most 5 s) until nothing on the page is mid-fade: no finite animation or transition
 * running and no inline opacity strictly between 0 and 1 (the lightbox's tween). Under load a
 * dialog fading in would otherwise be measured half-transparent, and axe's colour contrast would
 * read a blend of it and the page behind.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const fading = (): boolean =>
      document.getAnimations().some((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime))) ||
      [...document.querySelectorAll<HTMLElement>('[style*="opacity"]')].some((el) => {
        const opacity = Number(el.style.opacity);
        return el.style.opacity !== '' && opacity > 0 && opacity < 1;
      });
    const until = performance.now() + 5000;
    while (fading() && performance.now() < until) await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}
