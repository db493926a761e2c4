// A published page holding the dynamic blocks (issue 23), as a visitor uses it in chromium: the home
// page's layout with a gallery slideshow of two uploaded images, a summary of the journal, the
// contact form of the form builder and a product with its buy box. The slideshow moves with its
// buttons; the summary links the latest posts; a visitor fills the form, solves the captcha and
// submits it (the submission is stored for the owner); the buy box adds the product to the cart.
// axe finds nothing at 390 and 1280 px, and the blocks' own scripts run under the page's policy.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Layout } from '../../domain/layout/layout.js';
import { listFormSubmissions } from '../../site/db/index.js';
import { signIn, type Account } from '../api/helpers/account.js';
import { addUsers, type TestUser } from './helpers/admin.js';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { uploadPhoto } from './helpers/page-builder.js';
import { hydrated, SHOPPER_VIEWPORTS } from './helpers/browser.js';
import { serverCart } from './product-page-helpers.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const HOME_LAYOUT = '/api/admin/layouts/page/page-home';
const POLL = { timeout: 20_000 };

const suite = useBrowserSuite({ env: { CONTENT_STATE_TTL_MS: '0', CAPTCHA_VERIFY: 'local' } });

const upload = (account: Account, name: string, colour: { r: number; g: number; b: number }): Promise<string> => uploadPhoto(suite.server.baseUrl, account, name, colour);

function landing(kiln: string, wheel: string): Layout {
  return {
    sections: [
      {
        id: 'live', background: { kind: 'none' }, padding: 'medium', theme: 'light',
        blocks: [
          {
            id: 'photos', kind: 'gallery', variant: 'slideshow',
            settings: { images: [{ mediaId: kiln, alt: 'The kiln, open', title: 'Kiln day' }, { mediaId: wheel, alt: 'Clay on the wheel', title: 'At the wheel' }], gallery: { design: 'slideshow', thumbnails: true, controls: true } },
            desktop: { column: 1, span: 7, row: 1, rows: 1 },
          },
          {
            id: 'journal', kind: 'summary', variant: 'list',
            settings: { collectionId: 'col-journal', heading: 'From the journal', count: 2, show: { title: true, image: false, excerpt: true, price: false, date: true } },
            desktop: { column: 8, span: 5, row: 1, rows: 1 },
          },
          { id: 'write', kind: 'form', settings: { formId: 'form-contact' }, desktop: { column: 1, span: 7, row: 2, rows: 1 } },
          { id: 'bowl', kind: 'product', settings: { productId: 'prod-bowl', showImage: true, showExcerpt: true }, desktop: { column: 8, span: 5, row: 2, rows: 1 } },
        ],
      },
    ],
  };
}

async function publishLanding(): Promise<void> {
  await addUsers(suite, [OWNER]);
  const { account } = await signIn(suite.server.baseUrl, OWNER.email, OWNER.password);
  const layout = landing(await upload(account, 'kiln.jpg', { r: 120, g: 150, b: 110 }), await upload(account, 'wheel.jpg', { r: 150, g: 110, b: 90 }));
  const saved = await account.merchant('PUT', HOME_LAYOUT, { json: { expectedVersion: 0, layout } });
  expect(saved.status).toBe(200);
  expect((await account.merchant('POST', `${HOME_LAYOUT}/publish`, { json: { expectedVersion: saved.body.version } })).status).toBe(200);
}

async function home(width: number, height: number, refused: string[] = []): Promise<Page> {
  const page = await suite.browser.newPage();
  await page.setViewportSize({ width, height });
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  await page.goto(`${suite.server.baseUrl}/`);
  await hydrated(page);
  return page;
}

describe('a published page of dynamic blocks', () => {
  it('shows the gallery, the summary, the form and the product with no axe violation at either width', async () => {
    await publishLanding();
    for (const viewport of SHOPPER_VIEWPORTS) {
      const refused: string[] = [];
      const page = await home(viewport.width, viewport.height, refused);
      const gallery = page.locator('[data-block-id="photos"]');
      await gallery.getByRole('img', { name: 'The kiln, open', exact: true }).waitFor();
      // The slideshow's own script runs under the page's policy: its buttons move it.
      await gallery.getByRole('button', { name: 'Next image' }).click();
      await expect.poll(() => gallery.locator('[data-gallery-thumb]').nth(1).getAttribute('aria-current')).toBe('true');
      const journal = page.locator('[data-block-id="journal"]');
      expect(await journal.getByRole('heading', { name: 'From the journal', level: 2 }).count()).toBe(1);
      expect(await journal.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['A new glaze for spring', 'Slow bread, fast mornings']);
      expect(await journal.getByRole('link', { name: 'A new glaze for spring' }).getAttribute('href')).toBe('/blog/a-new-glaze');
      await page.locator('[data-block-id="write"] form.site-form').waitFor();
      await page.locator('[data-block-id="bowl"]').getByRole('heading', { name: 'Stoneware Bowl' }).waitFor();
      expect(refused).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    }
  }, 180_000);

  it('takes a visitor’s answers through the form block and stores them for the owner', async () => {
    const page = await home(1280, 900);
    const form = page.locator('[data-block-id="write"]');
    await form.locator('input[name="field-name-First"]').fill('Ada');
    await form.locator('input[name="field-name-Last"]').fill('Lovelace');
    await form.locator('#field-email-field').fill('ada@example.com');
    await form.locator('#field-message-field').fill('Could the bowl come in green?');
    await form.locator('input[name="field-reply"][value="Email"]').check();
    await form.getByLabel('Topic').selectOption('An order');
    await form.locator('.local-captcha-check').check();
    await expect.poll(() => form.locator('.local-captcha-status').textContent(), POLL).toBe('Verified');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.locator('#form-contact-submission').textContent(), POLL).toContain('Thank you! We will write back within two days.');
    const stored = await suite.db.withStore((store) => listFormSubmissions(store, 'form-contact'));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.data).toMatchObject({ 'field-name': ['Ada', 'Lovelace'], 'field-email': 'ada@example.com', 'field-topic': 'An order', 'field-message': 'Could the bowl come in green?' });
    await page.close();
  }, 120_000);

  it('adds the product block’s product to the cart from its buy box', async () => {
    const page = await home(390, 844);
    const bowl = page.locator('[data-block-id="bowl"]');
    await bowl.locator('.sqs-add-to-cart-button').click();
    await expect.poll(() => bowl.locator('.add-to-cart-status').textContent(), POLL).toBe('Stoneware Bowl added to cart');
    const cart = await serverCart(page, suite.server.baseUrl);
    expect(cart.entries.map((e) => [e.itemId, e.quantity])).toEqual([['prod-bowl', 1]]);
    await page.close();
  }, 120_000);
});
