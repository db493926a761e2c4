// The demo store's theme as a shopper sees it on a 1280 px desktop and a 390 px phone (issue 13,
// "Seen, to fix"): one banner and one h1 per page, a product grid with images made only of the
// shop's products, a two-column product page, variant buttons, the quantity stepper and its
// "Only N left", prices and button words that follow the product, the cart's focus after Remove
// and its row on a phone, the favicon, the skip link, 44 px touch targets and a visible focus.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { alert, button, choose, optionButton, serverCart, storePage, useProductSuite } from './product-page-helpers.js';
import { hydrated, SHOPPER_VIEWPORTS } from './helpers/browser.js';

const suite = useProductSuite(undefined, 240_000);
const POLL = { timeout: 10_000 };

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
});

async function open(path: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await storePage(suite, path);
  await page.setViewportSize(viewport);
  return page;
}

/** Boxes of the elements matching `selector` (x, y, width, height). */
function boxes(page: Page, selector: string): Promise<{ x: number; y: number; width: number; height: number }[]> {
  return page.locator(selector).evaluateAll((els) => els.map((e) => {
    const r = e.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }));
}

const noSideways = (page: Page): Promise<boolean> => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.each(SHOPPER_VIEWPORTS)('the storefront on a $name ($width px)', (viewport) => {
  it('home: one banner, one h1, a grid of the shop’s own products with their images, no test strings', async () => {
    const page = await open('/', viewport);
    await expect(page.getByRole('banner').count()).resolves.toBe(1);
    await expect(page.locator('h1').count()).resolves.toBe(1);
    const homeTitles = await page.locator('.product-card-title').allTextContents();
    expect(homeTitles).toHaveLength(4);
    const shop = await open('/shop', viewport);
    const shopTitles = await shop.locator('.product-card-title').allTextContents();
    for (const title of homeTitles) expect(shopTitles).toContain(title);
    for (const p of [page, shop]) {
      const text = await p.locator('body').innerText();
      expect(text).not.toMatch(/<script|alert\(|<Set/);
      const images = await p.locator('.product-card img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0));
      expect(images.length).toBe(await p.locator('.product-card').count());
      // lazy images below the fold load once scrolled to
      await p.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => p.locator('.product-card img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)), POLL).toBe(true);
      const cards = await boxes(p, '.product-card');
      expect(cards[1]?.y).toBe(cards[0]?.y); // at least two cards side by side
      expect(await noSideways(p)).toBe(true);
    }
  });

  it('product page: image and details in two columns on a desktop, the description once, no stock list', async () => {
    const page = await open('/shop/p/linen-apron', viewport);
    const [image] = await boxes(page, 'article .product-image');
    const [title] = await boxes(page, 'article .product-title');
    if (!image || !title) throw new Error('no product image or title');
    if (viewport.width >= 1000) {
      expect(image.x + image.width).toBeLessThan(title.x);
      expect(image.width).toBeGreaterThanOrEqual(560);
    } else {
      expect(image.y + image.height).toBeLessThanOrEqual(title.y);
      expect(image.width).toBeGreaterThanOrEqual(350);
    }
    const main = await page.locator('main').innerText();
    expect(main.split('A cross-back apron in heavy linen').length - 1).toBe(1);
    expect(main).not.toMatch(/\d+ (left|in stock)/i);
    expect(await noSideways(page)).toBe(true);
  });

  it('variant pickers are buttons of 44 px; a sold-out value is marked but can be chosen; the select message clears once chosen', async () => {
    const page = await open('/shop/p/linen-apron', viewport);
    await expect(page.locator('.variant-select-wrapper select').first().isVisible()).resolves.toBe(false);
    for (const value of ['Natural', 'Charcoal']) await expect(optionButton(page, 'Color', value).count()).resolves.toBe(1);
    const labels = await boxes(page, '.variant-radiobtn + label');
    expect(labels.length).toBe(4);
    for (const label of labels) expect(label.height).toBeGreaterThanOrEqual(44);
    await button(page).click();
    await expect.poll(() => alert(page).textContent(), POLL).toContain('Please select the Color and Size options.');
    await choose(page, 'Color', 'Charcoal');
    await choose(page, 'Size', 'S/M');
    await expect.poll(() => alert(page).textContent(), POLL).toBe('');
    await expect(optionButton(page, 'Size', 'L/XL (Sold out)').count()).resolves.toBe(1);
    await choose(page, 'Size', 'L/XL');
    await expect(optionButton(page, 'Size', 'L/XL').isChecked()).resolves.toBe(true);
    await expect.poll(() => button(page).innerText(), POLL).toBe('Sold out');
    await expect(button(page).getAttribute('aria-disabled')).resolves.toBe('true');
    await page.locator('.product-restock-notification').first().waitFor();
  });

  it('the quantity stepper has 44 px buttons, stops at the stock and says how many are left', async () => {
    const page = await open('/shop/p/stoneware-bowl', viewport);
    const plus = page.getByRole('button', { name: 'Increase quantity' });
    const minus = page.getByRole('button', { name: 'Decrease quantity' });
    const input = page.locator('.product-quantity-input input');
    for (const b of [...(await boxes(page, '.quantity-stepper button')), ...(await boxes(page, '.quantity-stepper input'))]) expect(b.height).toBeGreaterThanOrEqual(44);
    for (let i = 0; i < 3; i += 1) await plus.click();
    await expect(input.inputValue()).resolves.toBe('4');
    await expect(page.locator('.quantity-limit').textContent()).resolves.toBe('');
    await plus.click();
    await expect(input.inputValue()).resolves.toBe('4');
    await expect(page.getByRole('status').filter({ hasText: 'Only 4 left' }).count()).resolves.toBe(1);
    await minus.click();
    await expect(input.inputValue()).resolves.toBe('3');
    await expect(page.locator('.quantity-limit').textContent()).resolves.toBe('');
    await input.fill('9');
    await expect(page.locator('.quantity-limit').textContent()).resolves.toBe('Only 4 left');
  });

  it('the gift card’s price follows the chosen amount; the workshop says Buy now', async () => {
    const page = await open('/shop/p/gift-card', viewport);
    const price = page.locator('article .product-price');
    await expect(price.innerText()).resolves.toMatch(/from \$25\.00/);
    await choose(page, 'Value', '$50.00');
    await expect.poll(() => price.innerText(), POLL).toBe('$50.00');
    const workshop = await open('/shop/p/pottery-workshop', viewport);
    await expect(button(workshop).innerText()).resolves.toBe('Buy now');
  });

  it('cart: Remove keeps focus in the list (next row, then the heading); a row fits the screen', async () => {
    const page = await open('/shop', viewport);
    for (const slug of ['beeswax-candle', 'stoneware-bowl']) {
      const card = page.locator(`#product-${slug}`);
      await card.locator('.sqs-add-to-cart-button').click();
      await expect.poll(() => card.locator('.add-to-cart-status').textContent(), POLL).toContain('added to cart');
    }
    await page.goto(`${suite.server.baseUrl}/cart`);
    await hydrated(page);
    await page.waitForSelector('#sqs-cart-root[data-island="ready"] .cart-entry');
    const rows = await boxes(page, '.cart-entry');
    for (const row of rows) expect(row.x + row.width).toBeLessThanOrEqual(viewport.width);
    expect(await noSideways(page)).toBe(true);
    for (const b of await boxes(page, '.cart-entry button')) expect(b.height).toBeGreaterThanOrEqual(44);
    await page.getByRole('button', { name: 'Remove Beeswax Candle' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''), POLL).toBe('Remove Stoneware Bowl');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName ?? ''), POLL).toBe('H1');
    await page.locator('.cart-empty').waitFor();
    expect((await serverCart(page, suite.server.baseUrl)).totalQuantity).toBe(0);
  });

  it('a skip link first, a visible focus ring, 44 px navigation links, a favicon', async () => {
    const page = await open('/shop', viewport);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip.evaluate((e) => e === document.activeElement)).resolves.toBe(true);
    const [box] = await boxes(page, '.skip-link');
    expect(box?.y).toBeGreaterThanOrEqual(0);
    await expect(skip.evaluate((e) => getComputedStyle(e).outlineStyle)).resolves.not.toBe('none');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => {
      const el = document.activeElement;
      return el ? getComputedStyle(el).outlineWidth : '0px';
    })).resolves.not.toBe('0px');
    for (const link of await boxes(page, '.site-nav .nav-link, .footer-nav .nav-link')) expect(link.height).toBeGreaterThanOrEqual(44);
    const favicon = await page.request.get(`${suite.server.baseUrl}/favicon.ico`);
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toMatch(/^image\//);
  });
});
