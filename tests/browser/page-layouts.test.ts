// A published layout as a visitor sees it in chromium (issue 23): a post whose body is two
// sections (text, an image of the media library, a button; a quote and an ADMIN's code block on
// a dark section), arranged side by side at 1280 px and differently at 390 px (the image above
// the text, the button stacked under them), with no island and no script of the blocks, the code
// block's script refused by the page's policy, and axe finding nothing at either width.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import type { Layout } from '../../domain/layout/layout.js';
import { signIn, type Account } from '../api/helpers/account.js';
import { addUsers, type TestUser } from './helpers/admin.js';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { SHOPPER_VIEWPORTS } from './helpers/browser.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const OWNER_PATH = '/api/admin/layouts/item/col-journal/post-glaze';
const POST = '/blog/a-new-glaze';

const suite = useBrowserSuite({ env: { CONTENT_STATE_TTL_MS: '0' } });

async function upload(account: Account): Promise<string> {
  const bytes = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 120, g: 150, b: 110 } } }).jpeg().toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'kiln.jpg');
  const cookie = [...account.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${suite.server.baseUrl}/api/admin/media`, { method: 'POST', headers: { cookie, origin: suite.server.baseUrl, 'x-xsrf-token': account.xsrfToken ?? '' }, body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

function layoutWith(mediaId: string): Layout {
  return {
    sections: [
      {
        id: 'story', background: { kind: 'none' }, padding: 'medium', theme: 'light',
        blocks: [
          { id: 'words', kind: 'text', settings: { html: '<h2>Fired this week</h2><p>The spring glaze came out of the kiln <strong>greener</strong> than planned.</p>' }, desktop: { column: 1, span: 6, row: 1, rows: 2 }, phone: { column: 1, span: 12, row: 2, rows: 1 } },
          { id: 'kiln', kind: 'image', variant: 'inline', settings: { mediaId, alt: 'The kiln, open, with glazed bowls', focalX: 0.5, focalY: 0.4 }, desktop: { column: 7, span: 6, row: 1, rows: 2 }, phone: { column: 1, span: 12, row: 1, rows: 1 } },
          { id: 'shop', kind: 'button', settings: { label: 'See the bowls', url: '/shop', size: 'large', alignment: 'left' }, desktop: { column: 1, span: 4, row: 3, rows: 1 } },
        ],
      },
      {
        id: 'voices', background: { kind: 'none' }, padding: 'large', theme: 'dark',
        blocks: [
          { id: 'said', kind: 'quote', settings: { text: 'Every firing surprises us.', source: 'The studio' }, desktop: { column: 2, span: 10, row: 1, rows: 1 } },
          { id: 'promo', kind: 'code', settings: { html: '<p class="promo">Studio open on Saturdays.</p><script>document.documentElement.dataset.blockScriptRan = "yes"</script>' }, desktop: { column: 2, span: 10, row: 2, rows: 1 } },
        ],
      },
    ],
  };
}

const box = async (page: Page, id: string) => {
  const found = await page.locator(`[data-block-id="${id}"]`).boundingBox();
  if (!found) throw new Error(`block ${id} is not on the page`);
  return found;
};

describe('a published layout on its page', () => {
  it('shows its sections and blocks, arranged for desktop and phone, with no block script and no axe violation', async () => {
    await addUsers(suite, [OWNER]);
    const { account } = await signIn(suite.server.baseUrl, OWNER.email, OWNER.password);
    const mediaId = await upload(account);
    const saved = await account.merchant('PUT', OWNER_PATH, { json: { expectedVersion: 0, layout: layoutWith(mediaId) } });
    expect(saved.status).toBe(200);
    expect((await account.merchant('POST', `${OWNER_PATH}/publish`, { json: { expectedVersion: saved.body.version } })).status).toBe(200);

    for (const viewport of SHOPPER_VIEWPORTS) {
      const page = await suite.browser.newPage();
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const refused: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) refused.push(message.text());
      });
      await page.goto(`${suite.server.baseUrl}${POST}`);
      await page.getByRole('heading', { name: 'Fired this week' }).waitFor();
      const image = page.getByRole('img', { name: 'The kiln, open, with glazed bowls' });
      await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
      await page.getByRole('link', { name: 'See the bowls' }).waitFor();
      await page.getByText('Every firing surprises us.').waitFor();
      await page.getByText('Studio open on Saturdays.').waitFor();

      const [words, kiln, shop] = [await box(page, 'words'), await box(page, 'kiln'), await box(page, 'shop')];
      if (viewport.name === 'desktop') {
        // Side by side: the text on the left half, the image on the right, the button under the text.
        expect(kiln.x).toBeGreaterThan(words.x + words.width - 1);
        expect(Math.abs(kiln.y - words.y)).toBeLessThan(2);
        expect(shop.y).toBeGreaterThanOrEqual(words.y + words.height - 1);
        expect(shop.width).toBeLessThan(words.width);
      } else {
        // On a phone: the image first, then the text, then the button, each the full width.
        expect(words.y).toBeGreaterThanOrEqual(kiln.y + kiln.height - 1);
        expect(shop.y).toBeGreaterThanOrEqual(words.y + words.height - 1);
        expect(Math.abs(words.x - kiln.x)).toBeLessThan(2);
        expect(Math.abs(words.width - kiln.width)).toBeLessThan(2);
        expect(Math.abs(shop.width - words.width)).toBeLessThan(2);
      }
      // The dark section's colours come from its theme.
      expect(await page.locator('[data-section-id="voices"]').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(31, 36, 33)');

      // Static blocks bring no island, and the code block's script never runs.
      expect(await page.locator('astro-island').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.dataset['blockScriptRan'])).toBeUndefined();
      await expect.poll(() => refused.length).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    }
  }, 120_000);
});
