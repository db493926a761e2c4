// The installment pill under a product's price and its info popup, as a visitor sees them:
// "or {installment} with Afterpay" in range, the order-range message outside (the demo is a US
// store), nothing for other products; the popup is a modal dialog driven by the keyboard.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated } from './helpers/browser.js';

const suite = useBrowserSuite({ viewport: { width: 1000, height: 700 }, timeouts: { action: 10_000, navigation: 30_000 } });

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
});

async function product(slug: string): Promise<Page> {
  const page = await suite.browser.newPage();
  await page.goto(`${suite.server.baseUrl}/shop/p/${slug}`);
  await hydrated(page);
  return page;
}

/** The pill's words, without its info button and popup. */
const pillText = (page: Page): Promise<string> =>
  page.locator('.installment-pill').evaluate((pill) =>
    [...pill.childNodes]
      .filter((node) => !(node instanceof HTMLButtonElement || node instanceof HTMLDialogElement))
      .map((node) => node.textContent)
      .join('')
      .replace(/\s+/g, ' ')
      .trim(),
  );

describe('the installment pill', () => {
  it('in range: "or {installment} with Afterpay", a quarter of the price, under the price', async () => {
    const page = await product('linen-apron');
    await expect(pillText(page)).resolves.toBe('or $10.50 with Afterpay');
    const follows = await page.evaluate(() => document.querySelector('.product-price')?.nextElementSibling?.querySelector('.installment-pill') !== null);
    expect(follows).toBe(true);
  });

  it('below the minimum: available for orders over it', async () => {
    const page = await product('beeswax-candle');
    await expect(pillText(page)).resolves.toBe('Afterpay available for orders over $35.00');
  });

  // The demo is a US store: Afterpay everywhere (Clearpay in Great Britain is the rules' unit test).
  it('above the maximum: Afterpay, available for orders up to it', async () => {
    const page = await product('stoneware-bowl');
    await expect(pillText(page)).resolves.toBe('Afterpay available for orders up to $20.00');
  });

  it('is not offered for products whose context does not say so, nor for non-physical ones', async () => {
    for (const slug of ['slow-mornings-ebook', 'pottery-workshop', 'monogrammed-mug']) {
      const page = await product(slug);
      await expect(page.locator('.installment-pill').count()).resolves.toBe(0);
    }
  });
});

describe('the installment info popup', () => {
  // The popup's code loads on first opening: no dialog in the page is a closed popup.
  const dialogOpen = (page: Page) => page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog.installment-dialog')?.open === true);
  const focusInDialog = (page: Page) => page.evaluate(() => document.activeElement?.closest('dialog') !== null);
  const focusOnOpener = (page: Page) => page.evaluate(() => document.activeElement?.classList.contains('installment-info-button') === true);

  it('opens as a modal with focus inside, keeps Tab inside, stops the page scrolling; Escape closes it and focus returns', async () => {
    const page = await product('linen-apron');
    const opener = page.getByRole('button', { name: 'Info about Afterpay' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialogOpen(page)).toBe(true);
    await page.getByRole('dialog', { name: 'Afterpay' }).waitFor();
    expect(await focusInDialog(page)).toBe(true);
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press(i % 2 === 0 ? 'Tab' : 'Shift+Tab');
      expect(await focusInDialog(page)).toBe(true);
    }
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialogOpen(page)).toBe(false);
    expect(await focusOnOpener(page)).toBe(true);
    // The page scrolls again on the dialog's close event, a task after `open` turns false.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  it('closes on a click outside it (the backdrop), and with its close button', async () => {
    const page = await product('beeswax-candle');
    const opener = page.getByRole('button', { name: 'Info about Afterpay' });
    await opener.click();
    await expect.poll(() => dialogOpen(page)).toBe(true);
    await page.mouse.click(5, 5);
    await expect.poll(() => dialogOpen(page)).toBe(false);
    expect(await focusOnOpener(page)).toBe(true);
    await opener.click();
    await expect.poll(() => dialogOpen(page)).toBe(true);
    await page.mouse.click(500, 350); // inside the dialog: stays open
    expect(await dialogOpen(page)).toBe(true);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialogOpen(page)).toBe(false);
    expect(await focusOnOpener(page)).toBe(true);
  });
});
