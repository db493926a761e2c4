// Users & roles and the audit log as an administrator uses them in chromium: the list, an
// invitation sent, resent, revoked and accepted through the mailed link, roles changed, the last
// administrator kept, a user removed; then the audit log showing those very actions, filtered and
// empty; other roles never see either screen. axe finds nothing on any of them.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROLE_LABELS } from '../../domain/admin/user-admin.js';
import { mailTo } from '../api/helpers/account-mail.js';
import { axeViolations } from './helpers/axe.js';
import { addUsers, confirmPassword, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated } from './helpers/browser.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const VIEWER: TestUser = { email: 'viewer@shop.test', password: 'viewer password 1', roles: ['VIEWER'] };
const MANAGER: TestUser = { email: 'manager@shop.test', password: 'manager password 1', roles: ['WEBSITE_MANAGER'] };

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' } });
let ready = false;
async function users(): Promise<void> {
  if (!ready) await addUsers(suite, [OWNER, VIEWER, MANAGER]);
  ready = true;
}

async function openAs(page: Page, user: TestUser, path: string): Promise<void> {
  await signInAs(page, suite.server.baseUrl, user, path);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

const status = (page: Page) => page.locator('.admin-main [role="status"].admin-save-status');

describe('the users & roles screen', () => {
  it('invites, resends and revokes; changes roles; keeps the last administrator; removes a user', async () => {
    await users();
    const page = await suite.browser.newPage();
    await openAs(page, OWNER, '/admin/users');
    await page.getByRole('heading', { name: 'Users & roles', level: 1 }).waitFor();
    const usersTable = page.getByRole('table', { name: 'Users' });
    await usersTable.getByRole('rowheader', { name: `${OWNER.email} (you)` }).waitFor();
    await expect(usersTable.getByRole('row', { name: new RegExp(VIEWER.email) }).textContent()).resolves.toContain('viewer');
    await page.getByText('No open invitations.').waitFor();
    expect(await page.getByRole('button', { name: `Remove ${OWNER.email}` }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Email', { exact: true }).fill('not an email');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Please enter a valid email address.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Email', { exact: true }).fill('helper@shop.test');
    await page.getByRole('checkbox', { name: ROLE_LABELS.EDITOR }).uncheck();
    await page.getByRole('checkbox', { name: ROLE_LABELS.STORE_MANAGER }).check();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    // Every change of Users & roles asks for the password again (then not for 5 minutes).
    await confirmPassword(page, OWNER.password);
    await status(page).getByText('An invitation was sent to helper@shop.test.').waitFor();
    const invitations = page.getByRole('table', { name: 'Open invitations' });
    const row = invitations.getByRole('row', { name: /helper@shop.test/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('store manager');
    expect(await row.textContent()).toContain('Pending');
    const first = (await mailTo(suite.db, suite.server.baseUrl, 'user-invitation', 'helper@shop.test')).link.href;

    await page.getByRole('button', { name: 'Send the invitation to helper@shop.test again' }).click();
    await status(page).getByText('A new link was sent to helper@shop.test; the old one no longer works.').waitFor();
    const { link, count } = await mailTo(suite.db, suite.server.baseUrl, 'user-invitation', 'helper@shop.test');
    expect(count).toBe(2);
    expect(link.href).not.toBe(first);

    await page.getByRole('button', { name: `Change roles of ${VIEWER.email}` }).click();
    const dialog = page.getByRole('dialog', { name: `Roles of ${VIEWER.email}` });
    await dialog.waitFor();
    await dialog.getByRole('checkbox', { name: ROLE_LABELS.EDITOR }).check();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save roles' }).click();
    await status(page).getByText(`${VIEWER.email} is now editor, viewer.`).waitFor();

    await page.getByRole('button', { name: `Change roles of ${OWNER.email}` }).click();
    const own = page.getByRole('dialog', { name: `Roles of ${OWNER.email}` });
    await own.getByRole('checkbox', { name: ROLE_LABELS.ADMIN }).uncheck();
    await own.getByRole('checkbox', { name: ROLE_LABELS.VIEWER }).check();
    await expect.poll(() => own.getByRole('button', { name: 'Save roles' }).isDisabled(), { timeout: 15_000 }).toBe(true);
    await own.getByLabel('I am changing my own roles').check();
    await own.getByRole('button', { name: 'Save roles' }).click();
    await own.getByRole('alert').getByText('The site must keep at least one administrator. Make someone else an administrator first.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await own.getByRole('button', { name: 'Cancel' }).click();
    await own.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: `Remove ${VIEWER.email}` }).click();
    const confirm = page.getByRole('dialog', { name: `Remove ${VIEWER.email}?` });
    await confirm.getByRole('button', { name: 'Remove user' }).click();
    await status(page).getByText(`${VIEWER.email} was removed and signed out everywhere.`).waitFor();
    await usersTable.getByRole('row', { name: new RegExp(VIEWER.email) }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Revoke the invitation to helper@shop.test' }).click();
    await page.getByRole('dialog', { name: 'Revoke the invitation to helper@shop.test?' }).getByRole('button', { name: 'Revoke invitation' }).click();
    await status(page).getByText('The invitation to helper@shop.test was revoked; its link no longer works.').waitFor();
    await page.getByText('No open invitations.').waitFor();
    await page.goto(link.href);
    await page.getByRole('heading', { name: 'This invitation no longer works' }).waitFor();
    await page.close();
  });

  it('the invitee opens the mailed link, chooses a password, and signs in with the invited role', async () => {
    await users();
    const page = await suite.browser.newPage();
    await openAs(page, OWNER, '/admin/users');
    await page.getByLabel('Email', { exact: true }).fill('newbie@shop.test');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await confirmPassword(page, OWNER.password);
    await status(page).getByText('An invitation was sent to newbie@shop.test.').waitFor();
    const { link } = await mailTo(suite.db, suite.server.baseUrl, 'user-invitation', 'newbie@shop.test');

    await page.goto(link.href);
    await page.getByRole('heading', { name: /^Join / }).waitFor();
    await hydrated(page);
    await page.getByText(`${OWNER.email} invited newbie@shop.test as editor`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Type it again').fill('short');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByText('The password must be at least 12 characters long.').waitFor();
    await page.getByLabel('New password').fill('newbie password 1');
    await page.getByLabel('Type it again').fill('newbie password 1');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByText('Your account is ready. Sign in with your email and the password you chose.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await signInAs(page, suite.server.baseUrl, { email: 'newbie@shop.test', password: 'newbie password 1' }, '/admin');
    await page.getByRole('link', { name: 'Pages' }).waitFor();
    expect(await page.getByRole('link', { name: 'Users & roles' }).count()).toBe(0);
    await page.goto(link.href);
    await page.getByRole('heading', { name: 'This invitation no longer works' }).waitFor();
    await page.close();
  });
});

describe('the audit log screen', () => {
  it('shows the actions just performed with who and from where, filters them, pages, and says when nothing matches', async () => {
    await users();
    const page = await suite.browser.newPage();
    await openAs(page, OWNER, '/admin/audit-log');
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Audit log entries' });
    await table.waitFor();
    for (const action of ['Invitation sent', 'Invitation resent', 'Invitation revoked', 'Invitation accepted', 'Roles changed', 'User removed', 'Sign in']) {
      await table.getByRole('cell', { name: action, exact: true }).first().waitFor();
    }
    const removal = table.getByRole('row', { name: /User removed/ }).first();
    const text = (await removal.textContent()) ?? '';
    expect(text).toContain(OWNER.email);
    expect(text).toContain(VIEWER.email);
    expect(text).toContain('127.0.0.1');
    expect(text).toContain('Headless Chrome on Linux');
    expect(text).toContain('DELETE /api/admin/users/[id]');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Action').selectOption('user-removed');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(async () => table.getByRole('row').count()).toBe(2);
    await page.getByLabel('User').selectOption(OWNER.email);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(async () => table.getByRole('row').count()).toBe(2);
    await page.getByLabel('Action').selectOption('');
    await page.getByLabel('To (day)').fill('2020-01-01');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText('No entries match these filters.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Clear' }).click();
    await table.getByRole('cell', { name: 'User removed', exact: true }).first().waitFor();

    await suite.db.withStore(async (store) => {
      const rows = Array.from({ length: 60 }, (_, i) => ({
        id: `old-${String(i).padStart(3, '0')}`, at: Date.UTC(2026, 0, 1, 0, i), actor_id: null, actor_email: 'script@shop.test', action: 'admin-write',
        target: null, method: 'POST', route: '/api/admin/example', status: 200, address: '10.0.0.1', user_agent: 'curl/8',
      }));
      await store.db.insertInto('audit_log').values(rows).execute();
    });
    await page.reload();
    await table.waitFor();
    await expect.poll(async () => table.getByRole('row').count()).toBe(51);
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(async () => table.getByRole('row').count()).toBeGreaterThan(51);
    await page.close();
  });

  it('shows an error with a retry when the log cannot be read', async () => {
    const page = await suite.browser.newPage();
    await openAs(page, OWNER, '/admin/users');
    await page.route('**/api/admin/audit*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Something went wrong on our side. Please try again.' }) }));
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('alert').getByText('Something went wrong on our side. Please try again.').waitFor();
    await page.unroute('**/api/admin/audit*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('table', { name: 'Audit log entries' }).waitFor();
    await page.close();
  });

  it('is not offered to other roles, and refuses them when they open it', async () => {
    const page = await suite.browser.newPage();
    await openAs(page, MANAGER, '/admin');
    await page.getByRole('link', { name: 'Your account' }).waitFor();
    expect(await page.getByRole('link', { name: 'Users & roles' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
    await page.goto(`${suite.server.baseUrl}/admin/audit-log`);
    await page.getByText('Your account is not allowed to open this screen.').waitFor();
    await page.goto(`${suite.server.baseUrl}/admin/users`);
    await page.getByText('Your account is not allowed to open this screen.').waitFor();
    await page.close();
  });
});
