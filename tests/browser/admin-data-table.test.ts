// The admin's DataTable as a keyboard user meets it (a column sorted with Enter and Space, its state
// in aria-sort, axe clean), and deleting a collection the navigation links: the confirmation names
// the links; a navigation changed while it is open deletes nothing; asked again, both go at once.
import { describe, expect, it } from 'vitest';
import { signIn } from '../api/helpers/account.js';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';

const OWNER: TestUser = { email: 'owner@tables.test', password: 'tables owner password', roles: ['ADMIN'] };

describe('admin tables and deleting a linked collection', () => {
  const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' } });
  let ready = false;
  const prepare = async () => {
    if (!ready) await addUsers(suite, [OWNER]);
    ready = true;
  };
  const url = (path: string) => `${suite.server.baseUrl}${path}`;

  it('sorts the collections by title from the keyboard and says so in aria-sort', async () => {
    await prepare();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/collections');
    const table = page.getByRole('table', { name: 'Collections' });
    await table.waitFor();
    const titles = () => table.locator('tbody tr td:first-child').allInnerTexts();
    const seeded = await titles();
    expect(seeded.length).toBeGreaterThan(2);
    const ascending = [...seeded].sort((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }));
    const header = table.getByRole('columnheader', { name: /^Title/ });
    await expect(header.getAttribute('aria-sort')).resolves.toBe('none');

    const sortButton = table.getByRole('button', { name: /^Title\b/ });
    await expect(sortButton.textContent()).resolves.toBe('Title, sort ascending');
    await sortButton.focus();
    await page.keyboard.press('Enter');
    await table.locator('th[aria-sort="ascending"]', { hasText: 'Title' }).waitFor();
    expect(await titles()).toEqual(ascending);
    await page.keyboard.press('Space');
    await table.locator('th[aria-sort="descending"]', { hasText: 'Title' }).waitFor();
    expect(await titles()).toEqual([...ascending].reverse());
    await expect(sortButton.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(table.getByRole('columnheader', { name: /^Kind/ }).getAttribute('aria-sort')).resolves.toBe('none');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  }, 90_000);

  it('names the links the deletion removes; a stale navigation deletes nothing; then both go in one save', async () => {
    await prepare();
    const { account } = await signIn(suite.server.baseUrl, OWNER.email, OWNER.password);
    const created = await account.merchant('POST', '/api/admin/content/collections', { json: { value: { title: 'Craft fairs', urlId: 'craft-fairs', typeName: 'events' } } });
    expect(created.status).toBe(201);
    const nav = (await account.merchant('GET', '/api/admin/content/navigation')).body;
    const linked = { ...nav.value, mainNav: [...nav.value.mainNav, { title: 'Fairs', url: '/craft-fairs' }], footerNav: [...nav.value.footerNav, { title: 'Fairs listing', url: '/craft-fairs' }] };
    const saved = await account.merchant('PUT', '/api/admin/content/navigation', { json: { expectedVersion: nav.version, value: linked } });
    expect(saved.status).toBe(200);

    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER, `/admin/collections/${String(created.body.id)}`);
    await page.getByRole('heading', { level: 1, name: 'Craft fairs' }).waitFor();
    await page.getByRole('button', { name: 'Delete collection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the collection "Craft fairs"?' });
    await dialog.waitFor();
    await dialog.getByText('These 2 navigation links lead to it and are removed with it:').waitFor();
    await expect(dialog.getByRole('listitem').allInnerTexts()).resolves.toEqual([
      '“Fairs” in Main navigation (/craft-fairs)',
      '“Fairs listing” in Footer navigation (/craft-fairs)',
    ]);
    expect(await axeViolations(page)).toEqual([]);

    // Another editor saves the navigation while the dialog is open.
    const renamed = { ...linked, footerNav: linked.footerNav.map((l: { title: string }) => (l.title === 'Fairs listing' ? { ...l, title: 'All fairs' } : l)) };
    expect((await account.merchant('PUT', '/api/admin/content/navigation', { json: { expectedVersion: saved.body.version, value: renamed } })).status).toBe(200);
    await dialog.getByRole('button', { name: 'Delete collection and links' }).click();
    await page.getByRole('alert').filter({ hasText: 'Someone else changed the navigation since you opened this.' }).waitFor();
    expect((await fetch(url('/craft-fairs'))).status).toBe(200);
    const kept = (await account.merchant('GET', '/api/admin/content/navigation')).body;
    expect(JSON.stringify(kept.value)).toContain('All fairs');

    await page.getByRole('button', { name: 'Delete collection', exact: true }).click();
    await dialog.getByText('“All fairs” in Footer navigation (/craft-fairs)').waitFor();
    await dialog.getByRole('button', { name: 'Delete collection and links' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/collections');
    expect((await fetch(url('/craft-fairs'))).status).toBe(404);
    const after = (await account.merchant('GET', '/api/admin/content/navigation')).body;
    expect(after.version).toBe(kept.version + 1);
    expect(JSON.stringify(after.value)).not.toContain('/craft-fairs');
    await page.close();
  }, 90_000);
});
