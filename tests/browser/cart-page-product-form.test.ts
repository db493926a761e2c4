// The cart page product form (spec 000 §2, §4, §7, §8; spec 001 §2): a cart line whose product
// has an additional-fields form opens it from the cart with the line's answers, saves the edit
// with PUT …/entries/{entryId}/additionalFields while the cart shows it is recalculating, says
// "Unable to open form" / "Unable to update form" on failure, and records the form's open, close
// and submit events.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated } from './helpers/browser.js';
import { axeViolations } from './helpers/axe.js';
import { addToCart, MUG } from './cart-helpers.js';

const suite = useBrowserSuite({ timeouts: { action: 10_000, navigation: 30_000 } });
const POLL = { timeout: 10_000 };

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
  await suite.browser.context.clearCookies();
});

interface Answers { 'field-initials': string; 'field-glaze': string }

/** A visitor with one monogrammed mug (these answers) in the cart, on the cart page; and the tracking events the page sends. */
async function cartWithMug(answers: Answers): Promise<{ page: Page; events: () => string[] }> {
  const page = await suite.browser.newPage();
  const events: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/events/RecordEvent')) events.push(new URLSearchParams(r.postData() ?? '').get('event') ?? '');
  });
  await page.goto(`${suite.server.baseUrl}/shop`);
  expect(await addToCart(page, MUG.id, 1, { additionalFields: JSON.stringify(answers) })).toBe(200);
  await page.goto(`${suite.server.baseUrl}/cart`);
  await hydrated(page);
  await page.locator('#sqs-cart-root[data-island="ready"]').waitFor();
  return { page, events: () => events.filter((e) => e.startsWith('cart-page-product-form-')) };
}

const editButton = (page: Page) => page.getByRole('button', { name: `Edit form of ${MUG.title}` });
const dialog = (page: Page) => page.locator('dialog.lightbox');
const isOpen = (page: Page) => page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog.lightbox')?.open === true);
const storedAnswers = (page: Page) =>
  page.evaluate(async () => {
    const cart = (await (await fetch('/api/commerce/shopping-cart')).json()) as { entries: { additionalFields: unknown }[] };
    return cart.entries.map((e) => e.additionalFields);
  });

describe('cart page product form', () => {
  it('opens the line\'s form with its answers, saves the edit while the cart recalculates, and records open and submit', async () => {
    const { page, events } = await cartWithMug({ 'field-initials': 'AJL', 'field-glaze': 'Rust' });
    await editButton(page).click();
    await expect.poll(() => isOpen(page), POLL).toBe(true);
    await expect(dialog(page).getByRole('heading').textContent()).resolves.toBe('Monogram');
    await expect(dialog(page).getByLabel('Initials').inputValue()).resolves.toBe('AJL');
    await expect(dialog(page).getByLabel('Letter colour').inputValue()).resolves.toBe('Rust');
    expect(await axeViolations(page)).toEqual([]);

    await dialog(page).getByLabel('Initials').fill('XYZ');
    await dialog(page).getByLabel('Letter colour').selectOption('Cobalt');
    // Hold the save until the page has shown it is recalculating.
    let release: (() => void) | undefined;
    const puts: unknown[] = [];
    await page.route('**/api/commerce/shopping-cart/entries/*/additionalFields', async (route: Route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      puts.push(route.request().postDataJSON());
      await new Promise<void>((resolve) => (release = resolve));
      await route.fallback();
    });
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.locator('.cart-recalculating').textContent(), POLL).toBe('Updating your cart…');
    await expect(page.locator('#sqs-cart-root .cart-container').getAttribute('aria-busy')).resolves.toBe('true');
    await expect.poll(() => release !== undefined, POLL).toBe(true);
    release?.();
    await expect.poll(() => isOpen(page), POLL).toBe(false);
    await expect.poll(() => page.locator('.cart-recalculating').count(), POLL).toBe(0);
    expect(puts).toEqual([{ itemId: MUG.id, sku: MUG.sku, additionalFields: JSON.stringify({ 'field-initials': 'XYZ', 'field-glaze': 'Cobalt' }) }]);
    await expect.poll(() => page.locator('.cart-entry-personalisation dd').allTextContents(), POLL).toEqual(['XYZ', 'Cobalt']);
    await expect(storedAnswers(page)).resolves.toEqual([{ 'field-initials': 'XYZ', 'field-glaze': 'Cobalt' }]);
    await expect.poll(events, POLL).toEqual(['cart-page-product-form-open', 'cart-page-product-form-submit']);
  });

  it('checks the answers before saving and records the close when Escape closes the form', async () => {
    const { page, events } = await cartWithMug({ 'field-initials': 'AB', 'field-glaze': 'Forest' });
    await editButton(page).click();
    await expect.poll(() => isOpen(page), POLL).toBe(true);
    await dialog(page).getByLabel('Initials').fill('');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).locator('.field-error').allTextContents()).resolves.toEqual(['Required']);
    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(page), POLL).toBe(false);
    await expect(page.evaluate(() => document.activeElement?.classList.contains('cart-edit-form'))).resolves.toBe(true);
    await expect(storedAnswers(page)).resolves.toEqual([{ 'field-initials': 'AB', 'field-glaze': 'Forest' }]);
    await expect.poll(events, POLL).toEqual(['cart-page-product-form-open', 'cart-page-product-form-close']);
  });

  it('says "Unable to open form" when the form cannot be fetched, and opens nothing', async () => {
    const { page } = await cartWithMug({ 'field-initials': 'AB', 'field-glaze': 'Forest' });
    await page.route('**/api/commerce/shopping-cart/entries/*/additionalFields', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }) : route.fallback(),
    );
    await editButton(page).click();
    await expect.poll(() => page.locator('.cart-entry-form-error').textContent(), POLL).toBe('Unable to open form. Please try again.');
    await expect(isOpen(page)).resolves.toBe(false);
    await page.unroute('**/api/commerce/shopping-cart/entries/*/additionalFields');
    await page.route('**/api/commerce/shopping-cart/entries/*/additionalFields', (route) => route.abort());
    await editButton(page).click();
    await expect.poll(() => page.locator('.cart-entry-form-error').textContent(), POLL).toBe('Unable to open form. Please check your internet connection.');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('says "Unable to update form" when the save fails, keeps the form open and the stored answers', async () => {
    const { page } = await cartWithMug({ 'field-initials': 'AB', 'field-glaze': 'Forest' });
    await editButton(page).click();
    await expect.poll(() => isOpen(page), POLL).toBe(true);
    await page.route('**/api/commerce/shopping-cart/entries/*/additionalFields', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }) : route.fallback(),
    );
    await dialog(page).getByLabel('Initials').fill('QQ');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog(page).locator('.form-error').textContent(), POLL).toBe('Unable to update form. Please try again.');
    await expect(isOpen(page)).resolves.toBe(true);
    await expect(dialog(page).getByLabel('Initials').inputValue()).resolves.toBe('QQ');
    await expect(page.locator('.cart-recalculating').count()).resolves.toBe(0);
    await expect(storedAnswers(page)).resolves.toEqual([{ 'field-initials': 'AB', 'field-glaze': 'Forest' }]);
  });

  it('answers 404 for a line that is not in the visitor\'s cart', async () => {
    const { page } = await cartWithMug({ 'field-initials': 'AB', 'field-glaze': 'Forest' });
    const status = await page.evaluate(async () => (await fetch('/api/commerce/shopping-cart/entries/nope/additionalFields')).status);
    expect(status).toBe(404);
  });
});
