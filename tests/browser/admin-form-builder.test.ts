// The form builder as an editor uses it in chromium: open the contact form from Form submissions,
// add a required "Company" text field, save, see it on the live contact page where sending the
// form without it shows the field's Required message; remove a field and see it gone; a wrong
// property is named before anything is saved; a viewer sees the form read-only; axe finds nothing.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated } from './helpers/browser.js';

const EDITOR: TestUser = { email: 'editor@shop.test', password: 'editor password 1', roles: ['EDITOR'] };
const VIEWER: TestUser = { email: 'viewer@shop.test', password: 'viewer password 1', roles: ['VIEWER'] };

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' }, timeouts: { action: 10_000, navigation: 30_000 } });

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
  await suite.browser.context.clearCookies();
});

async function contactPage(): Promise<Page> {
  const page = await suite.browser.newPage();
  await page.goto(`${suite.server.baseUrl}/contact`);
  await hydrated(page);
  return page;
}

async function openBuilder(user: TestUser): Promise<Page> {
  const page = await suite.browser.newPage();
  await signInAs(page, suite.server.baseUrl, user, '/admin/forms');
  await page.getByRole('row', { name: /Contact/ }).getByRole('link', { name: 'Edit form' }).click();
  await page.getByRole('heading', { level: 1, name: 'Form: Contact' }).waitFor();
  return page;
}

describe('the form builder', () => {
  it('adds a required Company field that the live contact page asks for', async () => {
    await addUsers(suite, [EDITOR, VIEWER]);
    const page = await openBuilder(EDITOR);
    expect(new URL(page.url()).pathname).toBe('/admin/form-builder/form-contact');
    for (const legend of ['Build', 'Storage', 'Advanced', 'Captcha', 'Disclaimer']) await page.getByRole('group', { name: legend }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('New field kind').selectOption('text');
    await page.getByRole('button', { name: 'Add field' }).click();
    const props = page.getByRole('group', { name: 'Text properties' });
    await props.getByLabel('Label').fill('');
    await page.getByRole('button', { name: 'Save form' }).click();
    await page.getByRole('alert').filter({ hasText: 'The form was not saved' }).waitFor();
    await expect(props.getByText('Please enter a label.').count()).resolves.toBe(1);

    await props.getByLabel('Label').fill('Company');
    await page.getByRole('group', { name: 'Company properties' }).getByLabel('Required').check();
    await page.getByRole('group', { name: 'Company properties' }).getByLabel('Placeholder').fill('Your studio or shop');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save form' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    const contact = await contactPage();
    const company = contact.locator('.form-item', { has: contact.locator('label', { hasText: /^Company/ }) });
    await expect(company.locator('input').getAttribute('placeholder')).resolves.toBe('Your studio or shop');
    await contact.fill('input[name="field-name-First"]', 'Ada');
    await contact.fill('input[name="field-name-Last"]', 'Lovelace');
    await contact.fill('#field-email-field', 'ada@example.com');
    await contact.fill('#field-message-field', 'Hello');
    await contact.check('input[name="field-reply"][value="Email"]');
    await contact.selectOption('#field-topic-field', 'Commission');
    await contact.click('#form-contact button[type="submit"]');
    await expect.poll(() => company.locator('.field-error').textContent()).toBe('Required');
    await expect(contact.locator('.field-error').count()).resolves.toBe(1);
  });

  it('removes a field and the live page no longer has it', async () => {
    expect(await (await contactPage()).locator('#field-site-field').count()).toBe(1);
    const page = await openBuilder(EDITOR);
    await page.getByRole('button', { name: 'Remove Your website' }).click();
    await expect(page.getByRole('button', { name: /^Your website/ }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Move Company up' }).click();
    await page.getByRole('button', { name: 'Move Company up' }).click();
    await page.getByRole('button', { name: 'Save form' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    const contact = await contactPage();
    await expect(contact.locator('#field-site-field').count()).resolves.toBe(0);
    const company = await contact.locator('.form-item', { has: contact.locator('label', { hasText: /^Company/ }) }).getAttribute('data-field-id');
    const ids = await contact.locator('#form-contact [data-field-id]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset['fieldId']));
    expect(ids.slice(-3)).toEqual(['field-visit-time', company, 'field-feedback']);
  });

  it('names a bad setting before saving (the spec’s messages)', async () => {
    const page = await openBuilder(EDITOR);
    await page.getByLabel('Notification email').fill('owner@');
    await page.getByLabel('Redirect after submitting').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save form' }).click();
    await page.getByText('Please enter a valid email.', { exact: true }).waitFor();
    await page.getByText('javascript:alert(1) is not a valid page URL.', { exact: true }).waitFor();
    await expect(page.getByLabel('Notification email').getAttribute('aria-invalid')).resolves.toBe('true');
  });

  it('shows a viewer the form read-only', async () => {
    const page = await openBuilder(VIEWER);
    await page.getByText('You can read this form but not change it.').waitFor();
    await expect(page.getByRole('button', { name: /Save form|Add field|Remove/ }).count()).resolves.toBe(0);
    await expect(page.getByLabel('Form name').isDisabled()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});
