// The cart page's lines as a shopper sees them on a 1280 px desktop and a 390 px phone (issue 13,
// "Cart"): a thumbnail and a title linking to the product, the variant's option names (no SKU), a
// + that stops at the stock, fast clicks that end at the stock with "Only N left" instead of
// failing, a typed quantity held at the stock, the pill's money, no sideways scrolling, 44 px
// targets and no axe violations.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated, screenshot, SHOPPER_VIEWPORTS } from './helpers/browser.js';
import { axeViolations } from './helpers/axe.js';
import { addToCart, APRON, BOWL, CANDLE, serverCart } from './cart-helpers.js';

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' }, timeouts: { action: 10_000, navigation: 30_000 } });
const POLL = { timeout: 10_000 };

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
  await suite.browser.context.clearCookies();
});

/** The charcoal apron's image in the demo shop's seed. */
function apronImage(): string {
  const shop = JSON.parse(readFileSync(new URL('../../sites/fern-and-finch/content/collections/shop.json', import.meta.url), 'utf8')) as {
    items: { id: string; structuredContent: { variants: { sku: string; mainImage?: { assetUrl: string } }[] } }[];
  };
  return shop.items.find((i) => i.id === APRON.id)?.structuredContent.variants.find((v) => v.sku === 'APR-CHA-S')?.mainImage?.assetUrl ?? '';
}

/** A visitor with these lines in their cart, on the cart page at this viewport. */
async function cartWith(viewport: { width: number; height: number }, lines: [string, number, { sku?: string }?][]): Promise<Page> {
  const page = await suite.browser.newPage();
  await page.setViewportSize(viewport);
  await page.goto(`${suite.server.baseUrl}/shop`);
  for (const [itemId, quantity, more] of lines) expect(await addToCart(page, itemId, quantity, more)).toBe(200);
  await page.goto(`${suite.server.baseUrl}/cart`);
  await hydrated(page);
  await page.locator('#sqs-cart-root[data-island="ready"] .cart-entry').first().waitFor();
  return page;
}

const row = (page: Page, title: string) => page.locator('.cart-entry', { hasText: title });
const plus = (page: Page, title: string) => page.getByRole('button', { name: `Increase quantity of ${title}` });
const quantityOf = (page: Page, title: string) => row(page, title).locator('input[type="number"]').inputValue();
const noSideways = (page: Page): Promise<boolean> => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The answers to the page's quantity changes, as they come. */
function quantityAnswers(page: Page): { asked: number; status: number }[] {
  const seen: { asked: number; status: number }[] = [];
  page.on('response', (r: Response) => {
    const request = r.request();
    if (request.method() !== 'PUT' || !request.url().includes('/api/commerce/shopping-cart/entries/')) return;
    seen.push({ asked: (request.postDataJSON() as { quantity: number }).quantity, status: r.status() });
  });
  return seen;
}

describe.each(SHOPPER_VIEWPORTS)('cart lines on a $name ($width px)', (viewport) => {
  it('show a thumbnail and a title linking to the product, the variant by its option names, within the screen', async () => {
    const page = await cartWith(viewport, [[APRON.id, 1, { sku: 'APR-CHA-S' }], [CANDLE.id, 2]]);
    await screenshot(page, `cart-lines-${viewport.name}`);
    const apron = row(page, APRON.title);
    const image = apron.locator('.cart-entry-thumb img');
    await expect(image.isVisible()).resolves.toBe(true);
    await expect(image.getAttribute('src')).resolves.toBe(apronImage());
    await expect.poll(() => image.evaluate((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0), POLL).toBe(true);
    const link = apron.getByRole('link', { name: APRON.title });
    await expect(link.getAttribute('href')).resolves.toBe(APRON.url);
    await expect(apron.locator('.cart-entry-variant').textContent()).resolves.toBe('Color: Charcoal, Size: S/M');
    await expect(apron.innerText()).resolves.not.toContain('APR-CHA-S');

    for (const box of await page.locator('.cart-entry').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right))) {
      expect(box).toBeLessThanOrEqual(viewport.width);
    }
    expect(await noSideways(page)).toBe(true);
    const targets = await page.locator('.cart-entry button, .cart-entry input, .cart-entry-title a').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    for (const height of targets) expect(height).toBeGreaterThanOrEqual(44);
    expect(await axeViolations(page)).toEqual([]);

    await link.click();
    await page.waitForURL(new RegExp(`${APRON.url}$`));
  });

  it('+ stops at the stock: fast clicks end there with "Only 4 left", and no request fails', async () => {
    const page = await cartWith(viewport, [[BOWL.id, 1]]);
    const answers = quantityAnswers(page);
    await plus(page, BOWL.title).click({ clickCount: 7 });
    await expect.poll(() => quantityOf(page, BOWL.title), POLL).toBe('4');
    await expect(row(page, BOWL.title).locator('.cart-entry-message').textContent()).resolves.toBe('Only 4 left');
    await expect(plus(page, BOWL.title).getAttribute('aria-disabled')).resolves.toBe('true');
    await expect.poll(async () => (await serverCart(page)).totalQuantity, POLL).toBe(4);
    await page.waitForLoadState('networkidle');
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) expect(answer).toEqual({ asked: expect.any(Number) as number, status: 200 });
    expect(Math.max(...answers.map((a) => a.asked))).toBe(4);
    await expect(row(page, BOWL.title).locator('.cart-entry-message').textContent()).resolves.toBe('Only 4 left');
    await expect(row(page, BOWL.title).locator('.cart-entry-total').textContent()).resolves.toBe('$90.00');
    expect(await noSideways(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a typed quantity above the stock is held at it, with the reason', async () => {
    const page = await cartWith(viewport, [[BOWL.id, 1]]);
    await row(page, BOWL.title).locator('input[type="number"]').fill('9');
    await expect.poll(() => quantityOf(page, BOWL.title), POLL).toBe('4');
    await expect(row(page, BOWL.title).locator('.cart-entry-message').textContent()).resolves.toBe('Only 4 left');
    await expect.poll(async () => (await serverCart(page)).totalQuantity, POLL).toBe(4);
  });

  it('the pill shows the subtotal in the site\'s money, zero fractions trimmed (spec 000 §2)', async () => {
    const page = await suite.browser.newPage();
    await page.setViewportSize(viewport);
    await page.goto(`${suite.server.baseUrl}/shop`);
    expect(await addToCart(page, BOWL.id, 2)).toBe(200);
    await page.reload();
    await hydrated(page);
    const subtotal = page.locator('.cart-pill .cart-pill-subtotal');
    await expect.poll(() => subtotal.textContent(), POLL).toBe('$45');
    expect(await addToCart(page, CANDLE.id, 1)).toBe(200);
    await page.reload();
    await hydrated(page);
    await expect.poll(() => subtotal.textContent(), POLL).toBe('$61');
    const box = await page.locator('.cart-pill').boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(viewport.width);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  });
});
