// scarcityShownByDefault honoured (001 §3's merchandising context), on a copy of the demo store
// whose shop sets scarcity for two products with options: the apron without
// scarcityShownByDefault (no scarcity text until a low-stock variant is chosen) and the gift card
// with it (the product's text from the first render, then the chosen variant's). The demo's
// stoneware bowl, a product without options, shows its text from the start.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './helpers/axe.js';
import { choose, productPage, useProductSuite } from './product-page-helpers.js';

const site = join(mkdtempSync(join(tmpdir(), 'scarcity-shop-')), 'fern-and-finch');
cpSync(resolve('sites/fern-and-finch'), site, { recursive: true });
const shopFile = join(site, 'content', 'collections', 'shop.json');
const shop = JSON.parse(readFileSync(shopFile, 'utf8')) as { productMerchandisingContext: Record<string, Record<string, unknown>> };
const contexts = shop.productMerchandisingContext;
contexts['prod-apron'] = {
  ...contexts['prod-apron'],
  scarcityEnabled: true,
  scarcityShownByDefault: false,
  scarcityText: 'Only {qtyInStock} left',
  scarcityTemplateViews: [{ qtyInStock: 14 }, { qtyInStock: 3, attributes: { Color: 'Natural', Size: 'L/XL' } }],
};
contexts['prod-gift-card'] = {
  ...contexts['prod-gift-card'],
  scarcityEnabled: true,
  scarcityShownByDefault: true,
  scarcityText: 'Only {qtyInStock} left',
  scarcityTemplateViews: [{ qtyInStock: 5 }, { qtyInStock: 2, attributes: { Value: '$25.00' } }],
};
writeFileSync(shopFile, JSON.stringify(shop, null, 2));

const suite = useProductSuite({ SITE_DIR: site }, 240_000);
const POLL = { timeout: 10_000 };

/** The scarcity texts a visitor sees. */
const visibleScarcity = (page: Page): Promise<string[]> =>
  page.locator('.product-scarcity').evaluateAll((elements) => elements.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.textContent?.trim() ?? ''));

describe('scarcityShownByDefault honoured', () => {
  it('without it, shows no scarcity text before a choice, then only the chosen low-stock variant\'s', async () => {
    const page = await productPage(suite, 'linen-apron');
    await expect(page.locator('head style[data-scarcity]').count()).resolves.toBe(1); // kept out of the first paint, before any script
    expect(await visibleScarcity(page)).toEqual([]);
    await choose(page, 'Color', 'Natural');
    await choose(page, 'Size', 'L/XL');
    await expect.poll(() => visibleScarcity(page), POLL).toEqual(['Only 3 left']);
    await choose(page, 'Color', 'Charcoal');
    await choose(page, 'Size', 'S/M');
    await expect.poll(() => visibleScarcity(page), POLL).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('with it, shows the product\'s scarcity text on first render, then the chosen variant\'s (none for a variant with stock)', async () => {
    const page = await productPage(suite, 'gift-card');
    expect(await visibleScarcity(page)).toEqual(['Only 5 left']);
    await choose(page, 'Value', '$25.00');
    await expect.poll(() => visibleScarcity(page), POLL).toEqual(['Only 2 left']);
    await choose(page, 'Value', '$50.00');
    await expect.poll(() => visibleScarcity(page), POLL).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows a product without options its text from the start (its one variant is chosen)', async () => {
    const page = await productPage(suite, 'stoneware-bowl');
    expect(await visibleScarcity(page)).toEqual(['Only 4 left']);
  });
});
