// The quick view (spec 001 §2, spec 000 §1, §7): a shop card's quick-view button opens its product
// in a modal dialog with the card's buy box (adding from it works), recorded with
// POST /api/census/RecordQuickView/{id} and the product-quick-view tracking event; Escape, the
// close button or a click outside close it, focus goes back, and the buy box is back in its card.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated } from './helpers/browser.js';
import { axeViolations } from './helpers/axe.js';
import { CANDLE, serverCart } from './cart-helpers.js';

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' }, timeouts: { action: 10_000, navigation: 30_000 }, openTimeoutMs: 300_000 });
const POLL = { timeout: 10_000 };

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
  await suite.browser.context.clearCookies();
});

/** The shop for a new visitor, its buy boxes taken over; and the quick-view calls it makes. */
async function shop(): Promise<{ page: Page; calls: string[] }> {
  const page = await suite.browser.newPage();
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/census/RecordQuickView/')) calls.push(path);
    if (path === '/api/events/RecordEvent') calls.push(`event:${new URLSearchParams(r.postData() ?? '').get('event') ?? ''}`);
  });
  await page.goto(`${suite.server.baseUrl}/shop`);
  await hydrated(page);
  await page.waitForFunction(() => [...document.querySelectorAll('.sqs-add-to-cart-button')].every((b) => b.hasAttribute('aria-disabled')));
  return { page, calls };
}

const card = (page: Page, title: string) => page.locator('li.product-card', { hasText: title });
const quickView = (page: Page, title: string) => card(page, title).locator('.sqs-product-quick-view-button');
const dialog = (page: Page) => page.locator('dialog.quick-view');
const isOpen = (page: Page) => page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog.quick-view')?.open === true);

describe('quick view', () => {
  it('opens the product with its buy box, records the quick view, adds from it, and closes on Escape', async () => {
    const { page, calls } = await shop();
    await expect(quickView(page, CANDLE.title).textContent()).resolves.toBe('Quick View');
    await quickView(page, CANDLE.title).click();
    await expect.poll(() => isOpen(page), POLL).toBe(true);
    await expect(dialog(page).getByRole('heading', { level: 2 }).textContent()).resolves.toBe(CANDLE.title);
    await expect(dialog(page).locator('.product-price').textContent()).resolves.toContain('$16.00');
    await expect(dialog(page).getByRole('link', { name: 'View full details' }).getAttribute('href')).resolves.toMatch(/\/shop\/p\//);
    await expect(card(page, CANDLE.title).locator('.sqs-add-to-cart-button').count()).resolves.toBe(0);
    await expect.poll(() => calls, POLL).toEqual([`/api/census/RecordQuickView/${CANDLE.id}`, 'event:product-quick-view']);
    expect(await axeViolations(page)).toEqual([]);

    await dialog(page).locator('.sqs-add-to-cart-button').click();
    await expect.poll(() => dialog(page).locator('.sqs-add-to-cart-button').textContent(), POLL).toContain('Added!');
    expect((await serverCart(page)).entries.map((e) => [e.itemId, e.quantity])).toEqual([[CANDLE.id, 1]]);

    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(page), POLL).toBe(false);
    // The dialog leaves the page on its close event, a task after `open` turns false.
    await expect.poll(() => page.locator('dialog.quick-view').count(), POLL).toBe(0);
    await expect(card(page, CANDLE.title).locator('.sqs-add-to-cart-button').count()).resolves.toBe(1);
    await expect(page.evaluate(() => document.activeElement?.classList.contains('sqs-product-quick-view-button'))).resolves.toBe(true);
  });

  it('opens from the keyboard and closes with its button and with a click outside', async () => {
    const { page, calls } = await shop();
    await quickView(page, CANDLE.title).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isOpen(page), POLL).toBe(true);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => isOpen(page), POLL).toBe(false);
    await page.keyboard.press(' ');
    await expect.poll(() => isOpen(page), POLL).toBe(true);
    await page.mouse.click(3, 3);
    await expect.poll(() => isOpen(page), POLL).toBe(false);
    await expect.poll(() => calls.filter((c) => c.startsWith('/api/census/')).length, POLL).toBe(2);
  });
});
