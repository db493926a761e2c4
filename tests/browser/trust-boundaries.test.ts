// Issue 20's two escalations, now failing harmlessly in chromium. (a) A store manager puts a
// script, an <img onerror> and a javascript: link in a product's description; a signed-in admin
// opens the product page: nothing runs (no global set, no call to the admin, no API key made) and
// the stored description is clean. (b) An editor's screens do not offer publishing code (Templates,
// Header & footer, the ad pixel's script address) and the server refuses it with a 403 that says
// who may; the site's pages carry none of it.
import { describe, expect, it } from 'vitest';
import { readVersionedPart } from '../../site/db/index.js';
import { signIn, type Account } from '../api/helpers/account.js';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'trust owner password', roles: ['ADMIN'] };
const STOCKIST: TestUser = { email: 'stock@shop.test', password: 'trust stock password', roles: ['STORE_MANAGER'] };
const EDITOR: TestUser = { email: 'editor@shop.test', password: 'trust editor password', roles: ['EDITOR'] };
const CODE_REFUSED = 'Only an administrator or a website manager may publish code (templates, header and footer code, script addresses).';
const BLOG_LIST = 'collections/blog.list';

/** What the store manager's description tries: read the admin's xsrf token, make a read-write key, note success. */
const ATTACK = [
  '<p>Soft linen, washed twice.</p>',
  "<script>window.pwnedByScript = true; fetch('/admin').then((r) => r.text()).then((html) => fetch('/api/admin/api-keys', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-XSRF-Token': (html.match(/xsrf[^\"]*\"([^\"]+)/) || [])[1] || '' }, body: JSON.stringify({ name: 'stolen', scope: 'read-write' }) }));</script>",
  '<img src="/no-such-image.png" alt="Apron" onerror="window.pwnedByImage = true">',
  '<a href="javascript:window.pwnedByLink = true">Care guide</a>',
].join('');

describe('trust boundaries between admin roles', () => {
  const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' } });
  let usersAdded = false;
  const ready = async () => {
    if (!usersAdded) await addUsers(suite, [OWNER, STOCKIST, EDITOR]);
    usersAdded = true;
  };
  const account = async (user: TestUser): Promise<Account> => (await signIn(suite.server.baseUrl, user.email, user.password)).account;

  it("runs nothing of a store manager's product description in a signed-in admin's browser", async () => {
    await ready();
    const stockist = await account(STOCKIST);
    const list = await stockist.merchant('GET', '/api/admin/store/products');
    const apron = (list.body.products as { id: string; urlId: string }[]).find((p) => p.urlId === 'linen-apron');
    if (!apron) throw new Error('the demo has no linen apron');
    const editing = await stockist.merchant('GET', `/api/admin/store/products/${apron.id}`);
    const saved = await stockist.merchant('PUT', `/api/admin/store/products/${apron.id}`, { json: { version: editing.body.version, product: { ...editing.body.product, body: ATTACK } } });
    expect(saved.status).toBe(200);
    const cleanBody = '<p>Soft linen, washed twice.</p><img src="/no-such-image.png" alt="Apron" /><a>Care guide</a>';
    expect(saved.body.product.body).toBe(cleanBody);
    const stored = await suite.db.withStore((store) => store.db.selectFrom('products').select('content').where('id', '=', apron.id).executeTakeFirstOrThrow());
    expect((JSON.parse(stored.content) as { body: string }).body).toBe(cleanBody);

    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin');
    const adminCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/admin/api-keys') || request.url().endsWith('/admin')) adminCalls.push(`${request.method()} ${request.url()}`);
    });
    await page.goto(`${suite.server.baseUrl}/shop/p/linen-apron`);
    const description = page.locator('.product-body');
    await expect(description.innerText()).resolves.toContain('Soft linen, washed twice.');
    // The broken image has had its chance to fail; the link is followed as a visitor would.
    await page.waitForFunction(() => [...document.images].filter((img) => img.getAttribute('src') === '/no-such-image.png').every((img) => img.complete));
    // The link kept its text and lost its address: a link without one does nothing when followed.
    const link = description.getByText('Care guide');
    await expect(link.getAttribute('href')).resolves.toBeNull();
    const at = page.url();
    await link.click();
    // The click's default action, were there one, is queued before this evaluation's task.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    expect(page.url()).toBe(at);
    const ran = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return { script: w['pwnedByScript'], image: w['pwnedByImage'], link: w['pwnedByLink'] };
    });
    expect(ran).toEqual({ script: undefined, image: undefined, link: undefined });
    expect(adminCalls).toEqual([]);
    await expect(description.locator('script, [onerror], a[href^="javascript"]').count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    const owner = await account(OWNER);
    const keys = await owner.merchant('GET', '/api/admin/api-keys');
    expect(keys.status).toBe(200);
    expect(JSON.stringify(keys.body)).not.toContain('stolen');
    await page.close();
  });

  it('offers an editor no way to publish code, and the server refuses every way', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, EDITOR, `/admin/templates/${BLOG_LIST}`);
    await page.getByRole('textbox', { name: `Template ${BLOG_LIST} (read only)` }).waitFor();
    await page.getByText(CODE_REFUSED).waitFor();
    await expect(page.getByRole('button', { name: 'Publish' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^Restore/ }).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await expect(page.getByRole('link', { name: 'Header & footer' }).count()).resolves.toBe(0);
    await page.goto(`${suite.server.baseUrl}/admin/code-injection`);
    await page.getByText('Your account is not allowed to open this screen.').waitFor();
    await expect(page.getByLabel('Header code').count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${suite.server.baseUrl}/admin/website`);
    const pixel = page.getByLabel('Ad pixel script');
    await pixel.waitFor();
    await expect(pixel.getAttribute('readonly')).resolves.not.toBeNull();
    await page.getByText(CODE_REFUSED).waitFor();
    await expect(page.getByLabel('Site title').isEditable()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // Content stays the editor's: the settings save with the script address as it was.
    await page.getByLabel('Site title').fill('Fern & Finch Pottery');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await page.close();

    const editor = await account(EDITOR);
    const template = await editor.merchant('GET', `/api/admin/templates/file?path=${encodeURIComponent(BLOG_LIST)}`);
    const refusals = [
      await editor.merchant('PUT', '/api/admin/templates/file', { json: { path: BLOG_LIST, expectedVersion: template.body.version, source: `${template.body.source as string}<script>window.pwnedByTemplate = true</script>` } }),
      await editor.merchant('PUT', '/api/admin/content/code-injection', { json: { expectedVersion: 0, value: { header: '', footer: '<script>window.pwnedByFooter = true</script>' } } }),
    ];
    const website = await editor.merchant('GET', '/api/admin/content/website');
    refusals.push(await editor.merchant('PUT', '/api/admin/content/website', { json: { expectedVersion: website.body.version, value: { ...website.body.value, adPixelScriptUrl: 'https://attacker.example/pixel.js' } } }));
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(CODE_REFUSED);
    }
    await suite.db.withStore(async (store) => {
      expect(await readVersionedPart(store, `template:${BLOG_LIST}`)).toBeUndefined();
      expect(await readVersionedPart(store, 'site-header-footer')).toBeUndefined();
    });
    const blog = await suite.browser.newPage();
    await blog.goto(`${suite.server.baseUrl}/blog`);
    expect(await blog.content()).not.toMatch(/pwnedBy|attacker\.example/);
    await blog.close();
  });
});
