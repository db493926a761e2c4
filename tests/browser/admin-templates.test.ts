// The Templates screen in chromium: the owner opens the blog list template, types a broken tag
// and sees the engine's error at its line, fixes it with completion, watches the preview, publishes
// and sees the live page change in another tab; a viewer reads the template and cannot change it;
// the screen passes axe.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const VIEWER: TestUser = { email: 'viewer@shop.test', password: 'viewer password 1', roles: ['VIEWER'] };
const BLOG_LIST = 'collections/blog.list';

describe('the Templates screen', () => {
  const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' } });
  let usersAdded = false;
  const ready = async () => {
    if (!usersAdded) await addUsers(suite, [OWNER, VIEWER]);
    usersAdded = true;
  };
  const editorOf = (page: Page) => page.getByRole('textbox', { name: `Template ${BLOG_LIST}` });

  it('shows an empty editor place until a template is chosen, the files by group, and passes axe', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/templates');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Templates');
    await page.getByText('Choose a template to edit.').waitFor();
    const files = page.getByRole('navigation', { name: 'Template files' });
    for (const group of ['Regions', 'Collections', 'Blocks', 'Pages']) await files.getByRole('heading', { name: group }).waitFor();
    await files.getByRole('link', { name: /collections\/blog\.list/ }).click();
    await editorOf(page).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/templates/${BLOG_LIST}`);
    await page.frameLocator('iframe[title^="Preview of"]').locator('.blog').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('underlines a broken tag with its line, fixes it with completion, previews, publishes, and the live page changes', { timeout: 90_000 }, async () => {
    await ready();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER, `/admin/templates/${BLOG_LIST}`);
    const editor = editorOf(page);
    await editor.waitFor();
    await page.getByText('No errors.').waitFor();
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('<p class="from-admin">{collection.title|no-such-formatter}</p>');
    const line = await page.locator('.cm-activeLineGutter').innerText();

    const problem = page.locator('.tpl-problem', { hasText: "Unknown formatter 'no-such-formatter'" });
    await problem.waitFor();
    expect(await problem.innerText()).toMatch(new RegExp(`^Line ${line}, column \\d+: Unknown formatter 'no-such-formatter'`));
    await page.locator('.cm-lintRange-error').first().waitFor();
    await page.getByText('Unsaved changes.').waitFor();

    await page.getByRole('button', { name: 'Publish' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'nothing was published' });
    await refused.waitFor();
    expect(await refused.innerText()).toContain(`Line ${line}, column`);

    await problem.click(); // selects the formatter's name in the editor
    await page.keyboard.type('htm');
    await page.locator('.cm-tooltip-autocomplete .cm-completionLabel', { hasText: /^html$/ }).click();
    await page.getByText('No errors.').waitFor();
    await expect(page.locator('.cm-lintRange-error').count()).resolves.toBe(0);

    const title = await page.frameLocator('iframe[title^="Preview of"]').locator('.from-admin').innerText();
    expect(title.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await page.getByText('Published version 1.').waitFor();

    const live = await suite.browser.newPage();
    await live.goto(`${suite.server.baseUrl}/blog`);
    await expect(live.locator('.from-admin').innerText()).resolves.toBe(title);
    await live.close();

    await page.getByRole('button', { name: 'Restore version' }).count().then((n) => expect(n).toBe(0));
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('completes data paths from the previewed page and formatter names', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER, `/admin/templates/${BLOG_LIST}`);
    const editor = editorOf(page);
    await editor.waitFor();
    await page.frameLocator('iframe[title^="Preview of"]').locator('.blog').waitFor();
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('{collection.');
    await page.locator('.cm-tooltip-autocomplete li', { hasText: /^typeName/ }).waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.type('title|pluralize');
    await page.locator('.cm-tooltip-autocomplete li', { hasText: /^pluralize/ }).waitFor();
    await page.close();
  });

  it('shows a viewer the template read-only, with no Publish and no restore', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, VIEWER, `/admin/templates/${BLOG_LIST}`);
    const editor = page.getByRole('textbox', { name: `Template ${BLOG_LIST} (read only)` });
    await editor.waitFor();
    await expect(editor.getAttribute('aria-readonly')).resolves.toBe('true');
    await page.getByText('Your role may read templates and preview them but not publish them.').waitFor();
    await expect(page.getByRole('button', { name: 'Publish' }).count()).resolves.toBe(0);
    const before = await editor.innerText();
    await editor.click();
    await page.keyboard.type('changed by a viewer');
    await expect(editor.innerText()).resolves.toBe(before);
    await page.getByRole('heading', { name: 'History' }).waitFor();
    await expect(page.getByRole('button', { name: /^Restore version/ }).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
