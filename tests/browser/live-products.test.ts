// Development mode (`npm run dev`, SITE_DEV=1) on a copy of the demo store: saving the products
// collection's seed file (content/collections/shop.json) changes the catalogue the product pages,
// the shop list and the cart read — title, price, stock, a product removed — and the open page
// reloads with it.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LIVE_RELOAD_PATH } from '../../site/pipeline/live-reload.js';
import { addToCart, serverCart } from './cart-helpers.js';
import { useBrowserSuite } from './helpers/browser-suite.js';

const site = join(mkdtempSync(join(tmpdir(), 'live-shop-')), 'fern-and-finch');
cpSync(resolve('sites/fern-and-finch'), site, { recursive: true });
afterAll(() => rmSync(site, { recursive: true, force: true }));

const suite = useBrowserSuite({ env: { SITE_DIR: site, SITE_DEV: '1' }, timeouts: { action: 10_000, navigation: 30_000 } });
const POLL = { timeout: 15_000 };
const SHOP = join(site, 'content/collections/shop.json');

interface SeedVariant { price: number; priceMoney: { decimalValue: string }; salePrice: number; salePriceMoney: { decimalValue: string }; onSale: boolean; qtyInStock: number; unlimited: boolean }
interface SeedItem { id: string; title: string; structuredContent: { variants: SeedVariant[] } }

function editShop(change: (items: SeedItem[]) => SeedItem[]): void {
  const file = JSON.parse(readFileSync(SHOP, 'utf8')) as { items: SeedItem[] };
  file.items = change(file.items);
  writeFileSync(SHOP, JSON.stringify(file, null, 2));
}

function editBowl(change: (bowl: SeedItem, variant: SeedVariant) => void): void {
  editShop((items) => {
    const bowl = items.find((item) => item.id === 'prod-bowl')!;
    change(bowl, bowl.structuredContent.variants[0]!);
    return items;
  });
}

/** Opens `path` and waits until its live reload stream answered, so that a later edit reloads it. */
async function openLive(page: Page, path: string): Promise<void> {
  const stream = page.waitForResponse((r) => r.url().endsWith(LIVE_RELOAD_PATH));
  await page.goto(`${suite.server.baseUrl}${path}`);
  await stream;
}

describe('a store folder in development mode', () => {
  it('shows a saved product\'s title, price and stock on its open page, and the cart charges the new price', async () => {
    const page = await suite.browser.newPage();
    await openLive(page, '/shop/p/stoneware-bowl');
    await expect.poll(() => page.locator('h1').first().innerText(), POLL).toBe('Stoneware Bowl');

    editBowl((bowl, variant) => {
      bowl.title = 'Stoneware Serving Bowl';
      variant.salePrice = 1999;
      variant.salePriceMoney.decimalValue = '19.99';
    });
    await expect.poll(() => page.locator('h1').first().innerText(), POLL).toBe('Stoneware Serving Bowl');
    await expect(page.locator('.product-info .product-price').first().innerText()).resolves.toContain('$19.99');
    expect(await addToCart(page, 'prod-bowl', 1)).toBe(200);
    expect(await serverCart(page)).toMatchObject({ totalQuantity: 1, subtotalCents: 1999 });

    editBowl((_bowl, variant) => {
      variant.qtyInStock = 0;
    });
    await expect.poll(() => page.locator('.product-info').innerText(), POLL).toMatch(/sold out/i);
    expect(await addToCart(page, 'prod-bowl', 1)).not.toBe(200);
    await page.close();
  });

  it('drops a product taken out of the file from the shop and its page', async () => {
    const page = await suite.browser.newPage();
    await openLive(page, '/shop');
    await expect.poll(() => page.locator('main').innerText(), POLL).toContain('Beeswax Candle');
    editShop((items) => items.filter((item) => item.id !== 'prod-candle'));
    await expect.poll(() => page.locator('main').innerText(), POLL).not.toContain('Beeswax Candle');
    expect((await fetch(`${suite.server.baseUrl}/shop/p/beeswax-candle`)).status).toBe(404);
    const stock = await fetch(`${suite.server.baseUrl}/api/commerce/inventory/stock/?itemId=prod-candle`);
    expect(stock.status).toBe(404);
    await page.close();
  });
});
