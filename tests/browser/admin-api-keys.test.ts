// The API keys and entitlements screens as a merchant uses them in chromium: create a key, copy
// it, use it with the Commerce API, delete it after confirming (it is refused at once); the panel
// and modal actions are recorded; axe finds nothing on the screen or the modal; a viewer sees the
// keys read-only; switching buy-now-pay-later off takes the installment pill off the product page.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated } from './helpers/browser.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const VIEWER: TestUser = { email: 'viewer@shop.test', password: 'viewer password 1', roles: ['VIEWER'] };

async function recordedEvents(suite: ReturnType<typeof useBrowserSuite>): Promise<string[]> {
  return suite.db.withStore(async (store) => {
    const rows = await store.db.selectFrom('tracking_events').select('payload').where('kind', '=', 'events/RecordEvent').execute();
    return rows.map((r) => (JSON.parse(r.payload) as { event: string }).event);
  });
}

/** The RecordEvent call of `event`, answered. */
function eventSent(page: Page, event: string): Promise<unknown> {
  return page.waitForResponse((res) => res.url().endsWith('/api/events/RecordEvent') && (res.request().postData() ?? '').includes(`event=${event}`) && res.ok());
}

/** Creating a key asks for the password again (re-authentication): the dialog, then the call goes on. */
async function confirmPassword(page: Page, password: string): Promise<void> {
  const reauth = page.getByRole('dialog', { name: 'Confirm it is you' });
  await reauth.waitFor();
  await reauth.getByLabel('Password').fill(password);
  await reauth.getByRole('button', { name: 'Confirm' }).click();
  await reauth.waitFor({ state: 'hidden' });
}

async function openScreen(page: Page, baseUrl: string, user: TestUser, path: string): Promise<void> {
  await signInAs(page, baseUrl, user, path);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

describe('the API keys screen', () => {
  const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' } });
  let usersAdded = false;
  const ready = async () => {
    if (!usersAdded) await addUsers(suite, [OWNER, VIEWER]);
    usersAdded = true;
  };

  it('creates a key shown once, copies it, and the key opens the Commerce API', async () => {
    await ready();
    await suite.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.baseUrl });
    const page = await suite.browser.newPage();
    await openScreen(page, suite.server.baseUrl, OWNER, '/admin/api-keys');
    await page.getByText('No API keys yet.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByText('Learn more about the Commerce API').click();
    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an API key' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('Please enter a name for the key.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('Name').fill('Warehouse sync');
    await dialog.getByLabel(/Read and write/).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await confirmPassword(page, OWNER.password);

    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    await shown.waitFor();
    const secret = await shown.getByLabel('API key').inputValue();
    expect(secret).toMatch(/^sfk_/);
    await shown.getByRole('button', { name: 'Copy key' }).click();
    await shown.getByText('Copied to the clipboard.').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(secret);
    expect(await axeViolations(page)).toEqual([]);
    const completed = eventSent(page, 'api-key-creation-modal-complete');
    await shown.getByRole('button', { name: 'Done' }).click();
    await completed;

    const row = page.getByRole('row', { name: /Warehouse sync/ });
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain('Read and write');
    await expect(row.innerText()).resolves.toContain(secret.slice(0, 10));
    expect(await page.content()).not.toContain(secret);

    const inventory = await fetch(`${suite.server.baseUrl}/1.0/commerce/inventory`, { headers: { authorization: `Bearer ${secret}` } });
    expect(inventory.status).toBe(200);
    const body = (await inventory.json()) as { inventory: { variantId: string; sku: string; quantity: number }[] };
    const bowl = body.inventory.find((i) => i.sku === 'BWL-1');
    expect(bowl).toBeDefined();
    const adjusted = await fetch(`${suite.server.baseUrl}/1.0/commerce/inventory/adjustments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json', 'idempotency-key': 'browser-1' },
      body: JSON.stringify({ setFiniteOperations: [{ variantId: bowl?.variantId, quantity: 0 }] }),
    });
    expect(adjusted.status).toBe(204);
    const product = await suite.browser.newPage();
    await product.goto(`${suite.server.baseUrl}/shop/p/stoneware-bowl`);
    await product.getByText('This product is sold out.').first().waitFor();
    await product.close();

    const events = await recordedEvents(suite);
    expect(events).toEqual(expect.arrayContaining([
      'api-keys-panel-learn-more', 'api-keys-panel-create-key', 'api-key-creation-modal-next', 'api-key-creation-modal-copy', 'api-key-creation-modal-complete',
    ]));
    await page.close();
  });

  it('deletes a key after confirmation; the key is refused at once', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await openScreen(page, suite.server.baseUrl, OWNER, '/admin/api-keys');
    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an API key' });
    await dialog.getByLabel('Name').fill('Old script');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await confirmPassword(page, OWNER.password);
    const secret = await page.getByRole('dialog', { name: 'Your new API key' }).getByLabel('API key').inputValue();
    await page.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Delete Old script' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this API key?' });
    await confirm.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('row', { name: /Old script/ }).count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Delete Old script' }).click();
    const confirmed = eventSent(page, 'api-keys-panel-confirm-delete');
    await confirm.getByRole('button', { name: 'Delete key' }).click();
    await confirmed;
    await page.getByText('The key “Old script” was deleted; it no longer works.').waitFor();
    await page.getByRole('row', { name: /Old script/ }).waitFor({ state: 'detached' });
    const refused = await fetch(`${suite.server.baseUrl}/1.0/commerce/orders`, { headers: { authorization: `Bearer ${secret}` } });
    expect(refused.status).toBe(401);
    const events = await recordedEvents(suite);
    expect(events).toEqual(expect.arrayContaining(['api-keys-panel-delete-key', 'api-keys-panel-confirm-delete']));
    await page.close();
  });

  it('shows a viewer the keys without create or delete', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await openScreen(page, suite.server.baseUrl, VIEWER, '/admin/api-keys');
    await page.getByRole('row', { name: /Warehouse sync/ }).waitFor();
    await expect(page.getByRole('button', { name: 'Create API key' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^Delete/ }).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('switching buy-now-pay-later off on the entitlements screen takes the installment pill off the product page', async () => {
    await ready();
    const product = await suite.browser.newPage();
    await product.goto(`${suite.server.baseUrl}/shop/p/linen-apron`);
    await hydrated(product);
    await product.locator('.installment-pill').waitFor();

    const page = await suite.browser.newPage();
    await openScreen(page, suite.server.baseUrl, OWNER, '/admin/entitlements');
    const bnpl = page.getByLabel('Buy now, pay later (Afterpay/Clearpay, Klarna)');
    await bnpl.waitFor();
    await expect(bnpl.isChecked()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await bnpl.uncheck();
    await page.getByRole('button', { name: 'Save entitlements' }).click();
    await page.getByText('Saved.').waitFor();

    await product.reload();
    await hydrated(product);
    await expect(product.locator('.installment-pill').count()).resolves.toBe(0);
    await expect(product.locator('.product-price').count()).resolves.toBeGreaterThan(0);

    const viewer = await suite.browser.newPage();
    await openScreen(viewer, suite.server.baseUrl, VIEWER, '/admin/entitlements');
    const viewerBox = viewer.getByLabel('Buy now, pay later (Afterpay/Clearpay, Klarna)');
    await viewerBox.waitFor();
    await expect(viewerBox.isChecked()).resolves.toBe(false);
    await expect(viewerBox.isDisabled()).resolves.toBe(true);
    await expect(viewer.getByRole('button', { name: 'Save entitlements' }).count()).resolves.toBe(0);
    await Promise.all([product.close(), page.close(), viewer.close()]);
  });
});
