// The additional-fields form in the lightbox (spec 000 §4, §5): a stock check first, then a
// modal native dialog that keeps focus, closes on Escape and gives focus back; the item is
// added with the answers.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { alert, button, productPage, serverCart, useProductSuite } from './product-page-helpers.js';

const suite = useProductSuite(undefined, 240_000);

const POLL = { timeout: 10_000 };
const isOpen = (page: Page) => page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog.lightbox')?.open === true);
const inDialog = () => document.activeElement?.closest('dialog.lightbox') !== null;

describe('the lightbox with the additional-fields form', () => {
  it('opens modal, keeps Tab inside, closes on Escape and gives focus back', async () => {
    const page = await productPage(suite, 'monogrammed-mug');
    await button(page).focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog.lightbox');
    await expect.poll(() => isOpen(page), POLL).toBe(true);
    await expect(page.evaluate(() => document.documentElement.classList.contains('lightbox-open'))).resolves.toBe(true);
    await expect(dialog.getByRole('heading').textContent()).resolves.toBe('Monogram');
    const margin = await dialog.evaluate((d) => ({ top: parseFloat(getComputedStyle(d).marginTop), height: (d as HTMLElement).offsetHeight, window: innerHeight }));
    expect(margin.top).toBe(margin.height > margin.window ? 50 : Math.round((margin.window - margin.height) / 2));
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      await expect(page.evaluate(inDialog)).resolves.toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    await expect(page.evaluate(inDialog)).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(page), POLL).toBe(false);
    await expect(page.evaluate(() => document.documentElement.classList.contains('lightbox-open'))).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.classList.contains('sqs-add-to-cart-button'))).resolves.toBe(true);
    expect((await serverCart(page, suite.server.baseUrl)).totalQuantity).toBe(0);
  });

  it('asks for the required answers, then adds the item with them', async () => {
    const page = await productPage(suite, 'monogrammed-mug');
    await button(page).click();
    const dialog = page.locator('dialog.lightbox');
    await dialog.getByRole('button', { name: 'Personalize & Add' }).click();
    await expect(dialog.locator('.field-error').allTextContents()).resolves.toEqual(['Required', 'Required']);
    await expect(dialog.getByLabel('Initials').getAttribute('aria-invalid')).resolves.toBe('true');
    await dialog.getByLabel('Initials').fill('AJL');
    await dialog.getByLabel('Letter colour').selectOption('Rust');
    await dialog.getByRole('button', { name: 'Personalize & Add' }).click();
    await expect.poll(() => isOpen(page), POLL).toBe(false);
    await expect.poll(() => button(page).textContent(), POLL).toContain('Added!');
    const cart = await serverCart(page, suite.server.baseUrl);
    expect(cart.totalQuantity).toBe(1);
    expect(cart.entries[0]?.additionalFields).toMatchObject({ 'field-initials': 'AJL', 'field-glaze': 'Rust' });
  });

  it('checks the stock first: with the cart holding all there is, the form does not open', async () => {
    const page = await productPage(suite, 'monogrammed-mug');
    const crumb = (await suite.browser.context.cookies()).find((c) => c.name === 'crumb')?.value ?? '';
    const added = await page.request.post(`${suite.server.baseUrl}/api/commerce/shopping-cart/entries`, {
      headers: { 'x-csrf-token': crumb },
      data: { itemId: 'prod-monogram-mug', quantity: 10, additionalFields: JSON.stringify({ 'field-initials': 'A', 'field-glaze': 'Rust' }) },
    });
    expect(added.status()).toBe(200);
    await button(page).click();
    await expect.poll(() => alert(page).textContent(), POLL).toBe('Unable to Add Item Sorry, we do not have enough of that item available.');
    await expect(isOpen(page)).resolves.toBe(false);
  });
});
