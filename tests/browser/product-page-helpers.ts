// What the product page's browser tests share: a suite per file, a clean visitor per test, the
// server's cart, and the add-to-cart button's labels as a visitor sees them change.
import type { Locator, Page } from 'playwright-core';
import { hydrated } from './helpers/browser.js';
import { useBrowserSuite, type BrowserSuite } from './helpers/browser-suite.js';

export type Suite = BrowserSuite;

/** The file's suite (opened before its tests, closed after), with a write limit tests do not reach. */
export function useProductSuite(env?: Record<string, string>, openTimeoutMs?: number): Suite {
  return useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000', ...env }, ...(openTimeoutMs === undefined ? {} : { openTimeoutMs }) });
}

/** A product page for a visitor without cookies, hydrated, its buy boxes taken over. */
export async function productPage(suite: Suite, slug: string): Promise<Page> {
  return storePage(suite, `/shop/p/${slug}`);
}

/**
 * A page of the store for a visitor without cookies, hydrated, and every add-to-cart button
 * taken over by the commerce island (it shows its state from then on).
 */
export async function storePage(suite: Suite, path: string): Promise<Page> {
  await suite.browser.context.clearCookies();
  const page = await suite.browser.newPage();
  await page.goto(`${suite.server.baseUrl}${path}`);
  await hydrated(page);
  await page.waitForFunction(() => [...document.querySelectorAll('.sqs-add-to-cart-button')].every((b) => b.hasAttribute('aria-disabled')));
  return page;
}

export interface ServerCart {
  totalQuantity: number;
  entries: { itemId: string; quantity: number; additionalFields: unknown; chosenVariant: { sku: string } | null }[];
}

/** The visitor's cart as the server has it. */
export async function serverCart(page: Page, baseUrl: string): Promise<ServerCart> {
  const response = await page.request.get(`${baseUrl}/api/commerce/shopping-cart`);
  return (await response.json()) as ServerCart;
}

export const button = (page: Page) => page.locator('.sqs-add-to-cart-button');
export const alert = (page: Page) => page.locator('.add-to-cart-alert');

/** Records every label the add-to-cart button shows from now on. */
export async function recordLabels(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const inner = document.querySelector('.sqs-add-to-cart-button-inner');
    const seen: string[] = [];
    (window as unknown as { labels: string[] }).labels = seen;
    if (inner) new MutationObserver(() => {
      const text = inner.textContent ?? '';
      if (seen[seen.length - 1] !== text) seen.push(text);
    }).observe(inner, { childList: true, characterData: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { labels: string[] }).labels);
}

/** The button of a variant option's value, as a visitor sees it (its radio within the option's group). */
export function optionButton(scope: Page | Locator, option: string, value: string): Locator {
  return scope.getByRole('radiogroup', { name: option }).getByRole('radio', { name: value });
}

/** Chooses a value by pressing its button (the label the visitor sees). */
export async function choose(scope: Page | Locator, option: string, value: string): Promise<void> {
  const radio = optionButton(scope, option, value);
  const id = await radio.getAttribute('id');
  await scope.locator(`label[for="${id ?? ''}"]`).click();
}
