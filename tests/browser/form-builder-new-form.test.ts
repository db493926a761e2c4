// A new form from the owner's form builder to a visitor and back, in chromium: the owner creates
// "Workshop sign-up" on the contact page (the one page whose template shows forms until the page
// builder's form block exists) with a dropdown, a likert scale, an address and a required name; a
// visitor is stopped beside the empty required fields (focus on the first), then fills it in,
// the dropdown included, and sends it; the owner reads every answer under Form submissions; then
// renames the form and deletes it (the confirmation names the page; the submission is kept).
// axe finds nothing on the builder, the page with the form, and the submissions.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { listFormSubmissions, listOutbox } from '../../site/db/index.js';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated } from './helpers/browser.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['EDITOR'] };

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' }, timeouts: { action: 10_000, navigation: 30_000 } });

async function addField(page: Page, kind: string, label: string): Promise<ReturnType<Page['getByRole']>> {
  await page.getByLabel('New field kind').selectOption({ label: kind });
  await page.getByRole('button', { name: 'Add field' }).click();
  await page.getByRole('group', { name: `${kind} properties` }).getByLabel('Label').fill(label);
  return page.getByRole('group', { name: `${label} properties` });
}

async function saveForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save form' }).click();
  await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
}

async function contactPage(): Promise<Page> {
  const page = await suite.browser.newPage();
  await page.goto(`${suite.server.baseUrl}/contact`);
  await hydrated(page);
  return page;
}

describe('a new form made in the form builder', () => {
  let formId = '';

  it('is created with a dropdown, a likert, an address and a required name, filled in by a visitor, and read by the owner', async () => {
    await addUsers(suite, [OWNER]);
    const admin = await suite.browser.newPage();
    await signInAs(admin, suite.server.baseUrl, OWNER, '/admin/form-builder');
    const create = admin.getByRole('form', { name: 'New form' });
    await create.getByRole('button', { name: 'Create form' }).click();
    await create.getByText('Please enter a form name.').waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    await create.getByLabel('New form name').fill('Workshop sign-up');
    await expect(create.getByLabel('Show it on').inputValue()).resolves.toBe('col-contact');
    await create.getByRole('button', { name: 'Create form' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Form: Workshop sign-up' }).waitFor();
    formId = decodeURIComponent(new URL(admin.url()).pathname.split('/').pop() ?? '');
    expect(formId).toMatch(/^form-/);
    for (const legend of ['Build', 'Storage', 'Advanced', 'Captcha', 'Disclaimer']) await admin.getByRole('group', { name: legend }).waitFor();
    const legends = await admin.locator('fieldset.fb-fieldset > legend').allInnerTexts();
    expect(legends).toEqual(['Build', 'Storage', 'Advanced', 'Captcha', 'Disclaimer']);

    const workshop = await addField(admin, 'Dropdown', 'Workshop');
    await workshop.getByLabel('Options (one per line)').fill('Throwing\nGlazing\nRaku firing');
    await workshop.getByLabel('Required').check();
    const likert = await addField(admin, 'Likert scale', 'Your experience');
    await likert.getByLabel('Statements to rate (one per line)').fill('Centering\nTrimming');
    await addField(admin, 'Address', 'Postal address');
    const name = await addField(admin, 'Name', 'Your name');
    await name.getByLabel('Required').check();
    await admin.getByLabel('Notification email').fill('studio@fernandfinch.test');
    await admin.getByLabel('Message after submitting').fill('Thank you, see you at the wheel.');
    expect(await axeViolations(admin)).toEqual([]);
    await saveForm(admin);

    // The visitor.
    const visitor = await contactPage();
    const form = visitor.getByRole('form', { name: 'Workshop sign-up' });
    const dropdown = form.getByRole('combobox', { name: 'Workshop' });
    await expect(dropdown.evaluate((el) => el.tagName)).resolves.toBe('SELECT');
    await expect(dropdown.locator('option').allInnerTexts()).resolves.toEqual(['Select an option', 'Throwing', 'Glazing', 'Raku firing']);
    await expect(form.locator('table.likert tbody tr').count()).resolves.toBe(2);
    expect(await axeViolations(visitor)).toEqual([]);
    await form.getByRole('button', { name: 'Submit' }).click();
    const item = (label: string) => form.locator('.form-item', { has: visitor.locator('legend, label.title', { hasText: label }) });
    await expect.poll(() => item('Your name').locator('.field-error').textContent()).toBe('Required');
    await expect(item('Workshop').locator('.field-error').textContent()).resolves.toBe('Required');
    await expect(form.locator('.field-error').count()).resolves.toBe(2);
    // Focus moves to the first field in error.
    await expect.poll(() => visitor.evaluate(() => document.activeElement?.getAttribute('id') ?? '')).toBe(await dropdown.getAttribute('id'));
    expect(await axeViolations(visitor)).toEqual([]);

    await dropdown.selectOption('Glazing');
    await form.getByRole('radio', { name: 'Centering: Agree', exact: true }).check();
    await form.getByRole('radio', { name: 'Trimming: Neutral' }).check();
    await form.getByLabel('Address 1').fill('1 Kiln Lane');
    await form.getByLabel('City').fill('Hudson');
    await form.getByLabel('State').fill('NY');
    await form.getByLabel('Zip code').fill('12534');
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => visitor.locator(`#${formId}-submission`).textContent(), { timeout: 20_000 }).toContain('Thank you, see you at the wheel.');
    await form.waitFor({ state: 'hidden' });

    // The submission carries the page event fields of spec 000 §3, exactly.
    const [stored] = await suite.db.withStore((store) => listFormSubmissions(store, formId));
    expect(Object.keys(stored?.page ?? {}).sort()).toEqual(
      [
        'websiteId', 'templateId', 'variantId', 'memberAccountId', 'pagePath', 'pageHash', 'member_locale', 'website_locale', 'userAgent', 'clientDate',
        'viewportWidth', 'viewportHeight', 'screenWidth', 'screenHeight', 'url', 'title', 'itemId', 'recordType', 'collectionId',
        'pagePermissionTypeValue', 'visitorCookie', 'pageTitle', 'pageId', 'contentSource',
      ].sort(),
    );
    expect(stored?.page).toMatchObject({ pagePath: '/contact', contentSource: 'c', websiteId: expect.any(String) });

    // The notification email of the storage fieldset.
    const mails = await suite.db.withStore((store) => listOutbox(store));
    expect(mails.filter((m) => m.kind === 'form-submission' && m.recipient === 'studio@fernandfinch.test')).toHaveLength(1);

    // The owner reads every answer.
    await admin.goto(`${suite.server.baseUrl}/admin/forms`);
    const row = admin.getByRole('row', { name: /Workshop sign-up/ });
    await row.getByRole('link', { name: 'Workshop sign-up' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Submissions: Workshop sign-up' }).waitFor();
    const cells = admin.locator('tbody tr').first().locator('td');
    await expect.poll(() => cells.allInnerTexts()).toEqual([
      expect.any(String),
      '',
      'Glazing',
      'Centering: Agree; Trimming: Neutral',
      '1 Kiln Lane; Hudson; NY; 12534',
      'Ada; Lovelace',
      '/contact',
    ]);
    expect(await axeViolations(admin)).toEqual([]);
  });

  it('is renamed, then deleted after a confirmation naming its page; its submission is kept', async () => {
    const admin = await suite.browser.newPage();
    await signInAs(admin, suite.server.baseUrl, OWNER, `/admin/form-builder/${formId}`);
    await admin.getByRole('heading', { level: 1, name: 'Form: Workshop sign-up' }).waitFor();
    await admin.getByLabel('Form name').fill('Summer workshops');
    await saveForm(admin);
    await admin.getByRole('heading', { level: 1, name: 'Form: Summer workshops' }).waitFor();
    const visitor = await contactPage();
    await visitor.getByRole('form', { name: 'Summer workshops' }).waitFor();

    await admin.getByRole('button', { name: 'Delete form' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Delete the form “Summer workshops”?' });
    await dialog.getByText('It is used on the page Contact (/contact)').waitFor();
    await dialog.getByText('Its submissions are kept').waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await admin.getByRole('button', { name: 'Delete form' }).click();
    await dialog.getByRole('button', { name: 'Delete form' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Form builder' }).waitFor();
    await expect(admin.getByRole('link', { name: 'Edit Summer workshops' }).count()).resolves.toBe(0);

    await visitor.reload();
    await hydrated(visitor);
    await expect(visitor.getByRole('form', { name: 'Summer workshops' }).count()).resolves.toBe(0);
    await expect(visitor.getByRole('form', { name: 'Contact' }).count()).resolves.toBe(1);

    await admin.goto(`${suite.server.baseUrl}/admin/forms`);
    const row = admin.getByRole('row', { name: /Summer workshops \(deleted form\)/ });
    await expect(row.getByRole('cell').nth(1).innerText()).resolves.toBe('1');
    await row.getByRole('link').click();
    await admin.getByRole('cell', { name: 'Glazing' }).waitFor();
  });
});
