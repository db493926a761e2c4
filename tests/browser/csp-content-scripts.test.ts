// Regression: the Content-Security-Policy trusted every inline script of the finished page, so a
// <script> a STORE_MANAGER put in a product body ran for whoever opened it (an ADMIN too). Now
// the policy names only our own scripts: Astro's, the page script, and those the site's
// templates write literally; the owner's code and the ad pixel only once an ADMIN allowed them.
// The product body is written straight into the database; the content the pages read is now
// cleaned (site/content/content-cleaning.ts), so the script is also put back into the page as
// served, with its headers, as if every sanitiser were bypassed: the policy alone must stop it.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { putSetting, readVersionedPart, saveVersionedPart } from '../../site/db/index.js';
import { writeHeaderFooter } from '../../site/server/site-settings.js';
import { addUsers, confirmPassword, signInAs, type TestUser } from './helpers/admin.js';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated } from './helpers/browser.js';

type Json = Record<string, unknown>;

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const PRODUCT = '/shop/p/stoneware-bowl';
const WAIT = { timeout: 10_000 };

// A copy of the demo store whose layout writes one inline script of its own (the shipped demo has none).
const site = mkdtempSync(join(tmpdir(), 'csp-site-'));
cpSync(resolve('sites/fern-and-finch'), site, { recursive: true });
const region = join(site, 'site.region');
writeFileSync(region, readFileSync(region, 'utf8').replace('{squarespace-footers}', "<script>document.documentElement.dataset.templateScript = 'ran';</script>\n  {squarespace-footers}"));
afterAll(() => rmSync(site, { recursive: true, force: true }));

const suite = useBrowserSuite({ env: { SITE_DIR: site, CONTENT_STATE_TTL_MS: '0' } });

interface Watched {
  page: Page;
  violations: () => Promise<string[]>;
}

/** A page that records every CSP violation the browser reports (`securitypolicyviolation`). */
async function watchedPage(): Promise<Watched> {
  const page = await suite.browser.newPage();
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  return { page, violations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations) };
}

const marks = (page: Page): Promise<Json> => page.evaluate(() => ({ ...document.documentElement.dataset }));

async function visitsOf(path: string): Promise<number> {
  const rows = await suite.db.withStore((store) => store.db.selectFrom('tracking_events').select(['payload']).where('kind', '=', 'census/RecordHit').execute());
  return rows.filter((row) => (JSON.parse(row.payload) as { data?: { pagePath?: string } }).data?.pagePath === path).length;
}

const PIXEL = 'https://pixel.example.com/p.js';
const INJECTED = "<script>document.documentElement.dataset.injected = 'body';</script>";

/** The website's ad pixel, set as an EDITOR may set it (Website settings). */
async function setPixel(): Promise<void> {
  await suite.db.withStore(async (store) => {
    const part = await readVersionedPart(store, 'website');
    const website = { ...(part!.value as Json), adPixel: { scriptUrl: PIXEL, pixelId: 'PX-1' } };
    await saveVersionedPart(store, 'website', website, { expectedVersion: part!.version });
  });
}

/** The pixel's script, answered in the browser (the network is closed), with each request listed. */
async function answerPixel(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(PIXEL, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.pixelLoaded = true;' });
  });
  return requests;
}

async function writeProductBody(urlId: string, body: string): Promise<void> {
  await suite.db.withStore(async (store) => {
    const row = await store.db.selectFrom('products').select(['id', 'content']).where('url_id', '=', urlId).executeTakeFirstOrThrow();
    const content = { ...(JSON.parse(row.content) as Json), body };
    await store.db.updateTable('products').set((eb) => ({ content: JSON.stringify(content), version: eb('version', '+', 1) })).where('id', '=', row.id).execute();
  });
}

describe('a script in a product body', () => {
  it('does not run, fresh or from the page cache, while the page\'s islands hydrate, its template\'s script runs and the visit is recorded', async () => {
    await addUsers(suite, []);
    await writeProductBody('stoneware-bowl', `<p>Thrown by hand.</p>${INJECTED}`);
    const { page, violations } = await watchedPage();
    const served: string[] = [];
    await page.route(`${suite.server.baseUrl}${PRODUCT}`, async (route) => {
      const answer = await route.fetch();
      const html = await answer.text();
      served.push(html);
      await route.fulfill({ response: answer, body: html.replace('<p>Thrown by hand.</p>', `<p>Thrown by hand.</p>${INJECTED}`) });
    });
    const policies: string[] = [];
    for (let visit = 1; visit <= 2; visit += 1) {
      // The second answer is the page cache's kept page.
      const response = await page.goto(`${suite.server.baseUrl}${PRODUCT}`);
      expect(response?.status()).toBe(200);
      // The sanitiser took the script out of the body; the page as the browser got it has it back.
      expect(served[visit - 1]).toContain('<p>Thrown by hand.</p>');
      expect(served[visit - 1]).not.toContain('dataset.injected');
      expect(await response?.text()).toContain("dataset.injected = 'body'");
      policies.push(response?.headers()['content-security-policy'] ?? '');
      await hydrated(page);
      expect(await page.locator('astro-island:not([ssr])').count()).toBeGreaterThan(0);
      await expect.poll(() => marks(page), WAIT).toMatchObject({ templateScript: 'ran' });
      expect(await marks(page)).not.toHaveProperty('injected');
      await expect.poll(violations, WAIT).toEqual([expect.stringMatching(/^script-src-elem inline$/)]);
      await expect.poll(() => visitsOf(PRODUCT), WAIT).toBe(visit);
    }
    expect(policies[1]).toBe(policies[0]);
    expect(policies[0]).not.toContain("'unsafe-inline' 'self'");
    expect(/script-src ([^;]*)/.exec(policies[0] ?? '')?.[1]).not.toMatch(/unsafe-inline|https:/);
    // The buy box still works under the policy.
    await page.locator('.sqs-add-to-cart-button').first().click();
    await expect.poll(() => page.locator('.add-to-cart-status').first().textContent(), WAIT).toBe('Stoneware Bowl added to cart');
    await page.close();
  }, 90_000);
});

describe('the owner\'s code and the ad pixel', () => {
  it('stay off the pages and out of script-src until an ADMIN allows them in the admin; then the code runs', async () => {
    await addUsers(suite, [OWNER]);
    await suite.db.withStore((store) => writeHeaderFooter(store, { header: { code: "<script>document.documentElement.dataset.headerCode = 'ran';</script>" }, footer: { code: '' } }, 'editor@shop.test'));
    await setPixel();

    const before = await watchedPage();
    const pixelRequests = await answerPixel(before.page);
    const response = await before.page.goto(`${suite.server.baseUrl}/blog`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).not.toContain('pixel.example.com');
    expect(await response?.text()).not.toContain('dataset.headerCode');
    await before.page.waitForLoadState('networkidle');
    expect(await marks(before.page)).not.toHaveProperty('headerCode');
    expect(pixelRequests).toEqual([]);
    await before.page.close();

    const admin = await suite.browser.newPage();
    await signInAs(admin, suite.server.baseUrl, OWNER, '/admin/custom-code');
    const table = admin.getByRole('table', { name: 'Third-party code of this site' });
    await expect.poll(() => table.locator('tr[data-entry="code-header"]').textContent(), WAIT).toContain('editor@shop.test');
    expect(await table.locator('tr[data-entry="ad-pixel"]').textContent()).toContain('https://pixel.example.com/p.js');
    expect(await axeViolations(admin)).toEqual([]);
    await admin.getByLabel('Allow the header and footer code').check();
    await admin.getByRole('button', { name: 'Save custom code' }).click();
    await confirmPassword(admin, OWNER.password);
    await expect.poll(() => table.locator('tr[data-entry="code-header"]').textContent(), WAIT).toContain('an ADMIN allowed this version');
    expect(await axeViolations(admin)).toEqual([]);
    await admin.close();

    const after = await watchedPage();
    const laterRequests = await answerPixel(after.page);
    const allowed = await after.page.goto(`${suite.server.baseUrl}/blog`);
    expect(allowed?.headers()['content-security-policy']).not.toContain('pixel.example.com');
    await expect.poll(() => marks(after.page), WAIT).toMatchObject({ headerCode: 'ran' });
    await after.page.waitForLoadState('networkidle');
    expect(await after.violations()).toEqual([]);
    expect(laterRequests).toEqual([]);
    await after.page.close();
  }, 90_000);

  it('loads the ad pixel once an ADMIN allowed its address', async () => {
    await addUsers(suite, []);
    // A visitor, not the signed-in owner (the tracking script leaves the owner's own visits alone).
    await suite.browser.context.clearCookies();
    await writeProductBody('stoneware-bowl', '<p>Thrown by hand.</p>');
    await setPixel();
    await suite.db.withStore((store) => putSetting(store, 'custom-code', { codeInjection: null, adPixel: { url: PIXEL, approvedBy: OWNER.email, approvedAt: Date.now() } }));
    const { page, violations } = await watchedPage();
    const requests = await answerPixel(page);
    const response = await page.goto(`${suite.server.baseUrl}${PRODUCT}`);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src [^;]*https:\/\/pixel\.example\.com/);
    await expect.poll(() => page.evaluate(() => (window as unknown as { pixelLoaded?: boolean }).pixelLoaded), WAIT).toBe(true);
    expect(requests).toEqual([PIXEL]);
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    await page.close();
  }, 90_000);
});
