// The demo's raster images as a shopper's browser takes them, on a 1280 px desktop and a 390 px
// phone: the shop grid and the product page offer every srcset width with sizes that match the
// layout (the browser picks the smallest width that covers the image's rendered width), load a
// resized raster, keep the first grid row and the product image eager and the rest lazy, shift
// nothing as they arrive, and pass axe.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useProductSuite } from './product-page-helpers.js';
import { hydrated, SHOPPER_VIEWPORTS } from './helpers/browser.js';
import { axeViolations } from './helpers/axe.js';

const suite = useProductSuite(undefined, 240_000);
const POLL = { timeout: 15_000 };
const WIDTHS = [100, 300, 500, 750, 1000, 1500, 2500];
interface Shown {
  src: string;
  srcset: string;
  sizes: string;
  loading: string;
  complete: boolean;
  naturalWidth: number;
  renderedWidth: number;
  currentSrc: string;
}

beforeAll(async () => {
  // Layout shifts caused by images, counted from the first paint (before any page script).
  await suite.browser.context.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { imageShifts: string[] }).imageShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node }[] }[]) {
        for (const source of entry.sources ?? []) {
          const node = source.node;
          if (node instanceof Element && (node.matches('img') || node.querySelector('img'))) shifts.push(`${node.className}: ${entry.value}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
});

/**
 * A store page opened at the viewport's size with an empty cache: chromium takes a wider srcset
 * candidate it already holds over the one that fits, which would hide what `sizes` asks for.
 */
async function open(path: string, viewport: { width: number; height: number }): Promise<Page> {
  await suite.browser.context.clearCookies();
  const page = await suite.browser.newPage();
  const devtools = await suite.browser.context.newCDPSession(page);
  await devtools.send('Network.clearBrowserCache');
  await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.setViewportSize(viewport);
  await page.goto(`${suite.server.baseUrl}${path}`);
  await hydrated(page);
  await page.waitForLoadState('load');
  return page;
}

const shown = (page: Page, selector: string): Promise<Shown[]> =>
  page.locator(selector).evaluateAll((images) => images.map((element) => {
    const img = element as HTMLImageElement;
    return {
      src: img.getAttribute('src') ?? '', srcset: img.getAttribute('srcset') ?? '', sizes: img.getAttribute('sizes') ?? '',
      loading: img.getAttribute('loading') ?? 'eager', complete: img.complete, naturalWidth: img.naturalWidth,
      renderedWidth: img.getBoundingClientRect().width, currentSrc: img.currentSrc,
    };
  }));

/** The raster was loaded, resized, at the smallest listed width that covers its rendered width. */
function expectFittingRaster(image: Shown): void {
  const base = image.src.replace(/\?format=\d+w$/, '');
  expect(base).toMatch(/^\/assets\/rasters\/images\/[a-z-]+\.jpg$/);
  expect(image.srcset).toBe(WIDTHS.map((w) => `${base}?format=${w}w ${w}w`).join(','));
  expect(image.sizes).not.toBe('');
  expect(image.complete && image.naturalWidth > 0).toBe(true);
  const chosen = /\?format=(\d+)w$/.exec(image.currentSrc);
  expect(chosen, image.currentSrc).not.toBeNull();
  expect(new URL(image.currentSrc).pathname).toBe(base);
  const fitting = WIDTHS.find((w) => w >= image.renderedWidth);
  expect(Number(chosen?.[1])).toBe(fitting);
}

describe.each(SHOPPER_VIEWPORTS)('responsive images on a $name ($width px)', (viewport) => {
  it('the product page loads the raster that fits its column, eagerly and first, without shifting, and passes axe', async () => {
    const page = await open('/shop/p/monogrammed-mug', viewport);
    const [image] = await shown(page, 'article img.product-image');
    if (!image) throw new Error('no product image');
    expect(image.loading).toBe('eager');
    await expect(page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('layout-shift'))).resolves.toBe(true);
    await expect(page.locator('article img.product-image').getAttribute('fetchpriority')).resolves.toBe('high');
    expectFittingRaster(image);
    expect(image.renderedWidth).toBeGreaterThan(viewport.width > 800 ? 600 : 340);
    await expect(page.evaluate(() => (window as unknown as { imageShifts: string[] }).imageShifts)).resolves.toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the shop grid loads its first row at once, the rest when scrolled to, each at the width that fits', async () => {
    const page = await open('/shop', viewport);
    const selector = '.product-card img.product-card-image';
    const before = await shown(page, selector);
    expect(before.length).toBeGreaterThanOrEqual(8);
    expect(before.map((i) => i.loading)).toEqual(before.map((_, index) => (index < 4 ? 'eager' : 'lazy')));
    for (const image of before.slice(0, 4)) expectFittingRaster(image);
    await page.locator(selector).last().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await shown(page, selector)).every((i) => i.complete && i.naturalWidth > 0), POLL).toBe(true);
    for (const image of await shown(page, selector)) expectFittingRaster(image);
    await expect(page.evaluate(() => (window as unknown as { imageShifts: string[] }).imageShifts)).resolves.toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});
