// The product page's buy box as a visitor uses it: variant selects, quantity, the add-to-cart
// button's states and messages, the View Cart link, and the form without JavaScript.
import { describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import { CHROMIUM, hydrated, screenshot } from './helpers/browser.js';
import { alert, button, choose, optionButton, productPage, recordLabels, serverCart, useProductSuite } from './product-page-helpers.js';

const suite = useProductSuite(undefined, 240_000);

const POLL = { timeout: 10_000 };

describe('the product page', () => {
  it('adds a chosen variant: Adding…, then Added!, then the button again; the cart is the server’s', async () => {
    const page = await productPage(suite, 'linen-apron');
    await expect(page.locator('.add-to-cart-alert[role="alert"]').count()).resolves.toBe(1);
    await expect(page.locator('.add-to-cart-status[role="status"]').count()).resolves.toBe(1);
    await choose(page, 'Color', 'Natural');
    await choose(page, 'Size', 'S/M');
    await page.locator('.product-quantity-input input').fill('2');
    const labels = await recordLabels(page);
    await button(page).click();
    await expect.poll(() => button(page).getAttribute('aria-busy'), POLL).toBe('true');
    await expect(button(page).getAttribute('aria-disabled')).resolves.toBe('true');
    await expect.poll(labels, POLL).toEqual(['Adding…', 'Added!', 'Add To Cart']);
    await expect(button(page).getAttribute('aria-disabled')).resolves.toBe('false');
    await expect(page.locator('.add-to-cart-status').textContent()).resolves.toContain('added to cart');
    await expect(page.getByRole('link', { name: 'View Cart' }).getAttribute('href')).resolves.toBe('/cart');
    const cart = await serverCart(page, suite.server.baseUrl);
    expect(cart.totalQuantity).toBe(2);
    expect(cart.entries[0]?.chosenVariant?.sku).toBe('APR-NAT-S');
    await screenshot(page, 'product-page');
  });

  it('adds once however quickly the button is clicked twice', async () => {
    const page = await productPage(suite, 'stoneware-bowl');
    const adds: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/commerce/shopping-cart/entries') adds.push(r.url());
    });
    const labels = await recordLabels(page);
    await button(page).dblclick();
    // One whole cycle back to idle: a second add, however late, would have started by then.
    await expect.poll(labels, POLL).toEqual(['Adding…', 'Added!', 'Add To Cart']);
    expect(adds).toHaveLength(1);
    expect((await serverCart(page, suite.server.baseUrl)).totalQuantity).toBe(1);
  });

  // The add's checks and calls load when a visitor comes to the button or presses it: a press
  // that comes first (no pointer or focus before it) waits for them and still adds, once.
  it('adds when pressed before the add\'s code has loaded', async () => {
    const page = await productPage(suite, 'stoneware-bowl');
    const purchaseLoaded = () => page.evaluate(() => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname.startsWith('/_astro/purchase.')));
    expect(await purchaseLoaded()).toBe(false);
    await page.evaluate(() => document.querySelector('.sqs-add-to-cart-button')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    await expect.poll(() => button(page).textContent(), POLL).toContain('Added!');
    expect(await purchaseLoaded()).toBe(true);
    expect((await serverCart(page, suite.server.baseUrl)).totalQuantity).toBe(1);
  });

  it('is activated by Enter and by Space, and keeps focus while busy', async () => {
    const page = await productPage(suite, 'beeswax-candle');
    await button(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => button(page).textContent(), POLL).toContain('Added!');
    await expect(page.evaluate(() => document.activeElement?.classList.contains('sqs-add-to-cart-button'))).resolves.toBe(true);
    await expect.poll(() => button(page).textContent(), POLL).toContain('Add To Cart');
    await page.keyboard.press('Space');
    await expect.poll(async () => (await serverCart(page, suite.server.baseUrl)).totalQuantity, POLL).toBe(2);
  });

  it('asks for unselected options, then names the one left', async () => {
    const page = await productPage(suite, 'linen-apron');
    const labels = await recordLabels(page);
    await button(page).click();
    await expect.poll(() => alert(page).textContent(), POLL).toBe('Unable to Add Item Please select the Color and Size options.');
    await expect.poll(() => button(page).getAttribute('aria-disabled'), POLL).toBe('false');
    expect(await labels()).not.toContain('Added!');
    await choose(page, 'Color', 'Charcoal');
    await button(page).click();
    await expect.poll(() => alert(page).textContent(), POLL).toContain('Please select the Size option.');
  });

  it('checks the quantity', async () => {
    const page = await productPage(suite, 'stoneware-bowl');
    const quantity = page.locator('.product-quantity-input input');
    await quantity.fill('');
    await button(page).click();
    await expect.poll(() => alert(page).textContent(), POLL).toContain('Quantity must be a number.');
    await expect.poll(() => button(page).getAttribute('aria-disabled'), POLL).toBe('false');
    await quantity.fill('1.5');
    await button(page).click();
    await expect.poll(() => alert(page).textContent(), POLL).toContain('Quantity must be a whole number');
  });

  it('shows the chosen variant\'s image', async () => {
    const page = await productPage(suite, 'linen-apron');
    const image = page.locator('article img.product-image');
    await expect(image.getAttribute('src')).resolves.toBe('/assets/rasters/images/apron-natural.jpg?format=750w');
    await choose(page, 'Color', 'Charcoal');
    await choose(page, 'Size', 'S/M');
    await expect.poll(() => image.getAttribute('src'), POLL).toBe('/assets/rasters/images/apron-charcoal.jpg?format=750w');
    const srcset = (await image.getAttribute('srcset')) ?? '';
    expect(srcset).toContain('/assets/rasters/images/apron-charcoal.jpg?format=1000w 1000w');
    expect(srcset).not.toContain('apron-natural');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc.includes('apron-charcoal.jpg?format=')), POLL).toBe(true);
  });

  it('keeps sold-out values selectable, marks them, announces the variant and says Sold out on a disabled button', async () => {
    const page = await productPage(suite, 'linen-apron');
    await page.evaluate(() => {
      document.querySelector('article')?.addEventListener('variant-change', (e) => {
        (window as unknown as { last: unknown }).last = (e as CustomEvent).detail;
      });
    });
    await choose(page, 'Color', 'Charcoal');
    await expect(optionButton(page, 'Size', 'L/XL (Sold out)').count()).resolves.toBe(1);
    await choose(page, 'Size', 'L/XL');
    await expect.poll(() => page.evaluate(() => (window as unknown as { last: unknown }).last), POLL).toEqual({
      productId: 'prod-apron', variantId: 'var-apron-charcoal-l', soldOut: true,
    });
    await expect.poll(() => button(page).textContent(), POLL).toContain('Sold out');
    await expect(button(page).getAttribute('aria-disabled')).resolves.toBe('true');
    await button(page).click({ force: true }); // a visitor's press of the disabled button
    await expect(alert(page).textContent()).resolves.toBe('');
    expect((await serverCart(page, suite.server.baseUrl)).totalQuantity).toBe(0);
  });

  it('asks a gift card for its denomination, goes to the gift-card page, and buys it apart from the cart', async () => {
    const page = await productPage(suite, 'gift-card');
    await button(page).click();
    await expect.poll(() => alert(page).textContent(), POLL).toBe('Unable to purchase Gift Card Select a denomination for the Gift Card');
    await choose(page, 'Value', '$50.00');
    await button(page).click();
    await page.waitForURL(/\/checkout\/gift-card\?itemId=prod-gift-card&sku=GFT-50$/, POLL);
    await expect(page.locator('.gift-card-amount').textContent()).resolves.toBe('Amount: $50.00');
    await page.click('button.gift-card-buy');
    await page.waitForURL(/\/checkout\?cartToken=[0-9a-f]{24}$/, POLL);
    await expect(page.locator('main').textContent()).resolves.toContain('$50.00');
    await page.getByLabel('Email', { exact: true }).fill('shopper@example.com');
    await page.getByLabel("Recipient's name").fill('Grace Friend');
    await page.getByLabel("Recipient's email").fill('grace@example.com');
    await page.click('button.checkout-pay-test');
    await page.waitForURL(/\/checkout\/order-confirmed\/[0-9a-f]{24}\?cartToken=/, POLL);
    await expect(page.locator('.order-confirmed-thanks').textContent()).resolves.toContain('is confirmed');
    expect((await serverCart(page, suite.server.baseUrl)).totalQuantity).toBe(0); // the visitor's own cart is untouched
  });

  it('takes an express-checkout product straight to its own checkout, leaving the cart as it was', async () => {
    const page = await productPage(suite, 'pottery-workshop');
    const before = (await serverCart(page, suite.server.baseUrl)).entries.length;
    await button(page).click();
    await page.waitForURL(/\/checkout\?cartToken=[0-9a-f]{24}$/, POLL);
    await expect(page.locator('main').textContent()).resolves.toContain('Pottery');
    expect((await serverCart(page, suite.server.baseUrl)).entries.length).toBe(before);
  });

  it('takes a subscription to the subscription page with the cart token', async () => {
    const page = await productPage(suite, 'coffee-subscription');
    await button(page).click();
    await page.waitForURL(/\/checkout\/subscription\?cartToken=[0-9a-f]{24}$/, POLL);
    await expect(page.locator('main').textContent()).resolves.toContain('Monthly Coffee Subscription');
  });
});

describe('the product page without JavaScript', () => {
  it('posts the no-script form: a refusal comes back with its message, an add lands on the cart page', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
      await page.goto(`${suite.server.baseUrl}/shop/p/linen-apron`);
      await expect(button(page).isVisible()).resolves.toBe(false);
      const submit = page.locator('form.product-add-form button.product-add-submit');
      await submit.click();
      await page.waitForURL(/\/shop\/p\/linen-apron$/, POLL);
      await expect(alert(page).textContent()).resolves.toBe('Unable to Add Item Please select the Color and Size options.');
      await page.locator('form.product-add-form select[name="variantId"]').selectOption({ label: 'Natural / L/XL' });
      await page.locator('form.product-add-form input[name="quantity"]').fill('3');
      await submit.click();
      await page.waitForURL(/\/cart$/, POLL);
      const cart = await serverCart(page, suite.server.baseUrl);
      expect(cart.totalQuantity).toBe(3);
      expect(cart.entries[0]?.chosenVariant?.sku).toBe('APR-NAT-L');
    } finally {
      await browser.close();
    }
  }, 60_000);
});

describe('the product page with JavaScript', () => {
  it('never submits the no-script form: Enter in the quantity adds through the island', async () => {
    const page = await productPage(suite, 'stoneware-bowl');
    await expect(page.locator('form.product-add-form .sqs-add-to-cart-button').count()).resolves.toBe(1);
    await page.locator('.product-quantity-input input').fill('2');
    await page.locator('.product-quantity-input input').press('Enter');
    await expect.poll(() => button(page).textContent(), POLL).toContain('Added!');
    expect(page.url()).toBe(`${suite.server.baseUrl}/shop/p/stoneware-bowl`);
    expect((await serverCart(page, suite.server.baseUrl)).totalQuantity).toBe(2);
  });

  it('shows the refusal of a no-script post beside the button, once', async () => {
    const page = await productPage(suite, 'linen-apron');
    const base = suite.server.baseUrl;
    const crumb = await page.locator('form.product-add-form input[name="crumb"]').inputValue();
    const posted = await page.request.post(`${base}/cart/add`, { form: { itemId: 'prod-apron', crumb, variantId: '', quantity: '1' }, headers: { origin: base }, maxRedirects: 0 });
    expect(posted.status()).toBe(303);
    await page.reload();
    await hydrated(page);
    await expect.poll(() => alert(page).textContent(), POLL).toBe('Unable to Add Item Please select the Color and Size options.');
    await expect(alert(page).count()).resolves.toBe(1);
    await page.reload();
    await hydrated(page);
    await expect.poll(() => alert(page).count(), POLL).toBe(1);
    await expect(alert(page).textContent()).resolves.toBe('');
  });
});
