// Form submissions as an editor reads them in chromium: the forms with their counts, one form's
// answers newest first, and the CSV download.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';

const EDITOR: TestUser = { email: 'editor@shop.test', password: 'editor password 1', roles: ['EDITOR'] };

describe('form submissions in the admin', () => {
  const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' } });

  it('lists the forms, shows a form’s answers, and downloads them as CSV', async () => {
    await addUsers(suite, [EDITOR]);
    await suite.db.withStore((store) =>
      store.db.insertInto('form_submissions').values([
        { id: 's1', form_id: 'form-contact', data: JSON.stringify({ 'field-name': { first: 'Grace', last: 'Hopper' }, 'field-email': 'grace@example.com', 'field-message': 'Older' }), page: '{"pagePath":"/contact"}', visitor_id: null, created_at: 1_700_000_000_000 },
        { id: 's2', form_id: 'form-contact', data: JSON.stringify({ 'field-name': { first: 'Ada', last: 'Lovelace' }, 'field-email': 'ada@example.com', 'field-message': 'Newer' }), page: '{"pagePath":"/contact"}', visitor_id: null, created_at: 1_700_000_100_000 },
      ]).execute(),
    );
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, EDITOR, '/admin/forms');
    const row = page.getByRole('row', { name: /Contact/ });
    await row.waitFor();
    await expect(row.getByRole('cell').nth(1).innerText()).resolves.toBe('2');
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('cell', { name: 'Ada Lovelace' }).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Submissions: Contact');
    const names = await page.locator('tbody tr td:nth-child(2)').allInnerTexts();
    expect(names).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(new URL(page.url()).pathname).toBe('/admin/forms/form-contact');
    expect(await axeViolations(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('Contact-submissions.csv');
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv).toContain('Ada Lovelace,ada@example.com');
    await page.close();
  });

  it('shows a form with no submissions as empty', async () => {
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, EDITOR, '/admin/forms/form-newsletter');
    await page.getByText('No submissions yet.').waitFor();
    await page.close();
  });
});
