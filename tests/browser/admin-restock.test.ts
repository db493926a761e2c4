// The merchant's restock screen in chromium: nothing waiting yet, then visitors' requests listed
// per variant, sent after a confirmation, and the emails found delivered at a local SMTP server
// and shown as delivered; a viewer sees the requests but cannot send (UI and API).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStock, signUpForRestock } from '../../site/db/index.js';
import { signIn } from '../api/helpers/account.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['STORE_MANAGER'] };
const VIEWER: TestUser = { email: 'viewer@shop.test', password: 'viewer password 1', roles: ['VIEWER'] };
const TOWEL = { productId: 'prod-tea-towel', variantId: 'var-tea-towel' };

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(() => smtp.close());

describe('restock notifications in the admin', () => {
  const suite = useBrowserSuite({
    env: {
      RATE_LIMIT_WRITES: '1000', MAIL_FROM: 'Fern & Finch <shop@fern.test>',
      get SMTP_URL() {
        return smtp.url;
      },
    },
  });

  it('shows the empty state before anyone asks, without axe violations', async () => {
    await addUsers(suite, [OWNER, VIEWER]);
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/restock');
    await page.getByText('No restock requests yet.').waitFor();
    await page.getByText('No restock emails sent yet.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('lists the requests, sends them after confirming, and the emails arrive and show as delivered', async () => {
    await suite.db.withStore(async (store) => {
      await signUpForRestock(store, { ...TOWEL, email: 'first@example.com', joinMailingList: false });
      await signUpForRestock(store, { ...TOWEL, email: 'second@example.com', joinMailingList: true });
    });
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/restock');
    const row = page.getByRole('row', { name: /tea towel/i });
    await expect(row.getByRole('cell').nth(2).innerText()).resolves.toBe('2');
    await row.getByRole('button', { name: /Show requests/ }).click();
    await page.getByRole('cell', { name: 'second@example.com' }).waitFor();
    const dialog = page.getByRole('dialog');
    // restock notice for a variant still at stock 0: nothing goes out, the screen says why, both keep waiting.
    await row.getByRole('button', { name: /Send 2/ }).click();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'skipped' }).innerText()).resolves.toBe(
      '0 notifications are on their way. 2 sign-ups were skipped: the variant is still out of stock, so they keep waiting.',
    );
    await expect(row.getByRole('cell').nth(2).innerText()).resolves.toBe('2');
    await suite.db.withStore((store) => setStock(store, 'TWL-2', 6));
    await row.getByRole('button', { name: /Send 2/ }).click();
    await expect(dialog.getByRole('heading').innerText()).resolves.toBe('Send 2 notifications?');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'on their way.' }).innerText()).resolves.toBe('2 notifications are on their way.');
    const mails = await smtp.waitFor(2);
    expect(mails.flatMap((m) => m.to).sort()).toEqual(['first@example.com', 'second@example.com']);
    await expect.poll(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      return page.getByRole('cell', { name: 'Delivered' }).count();
    }, { timeout: 15_000 }).toBe(2);
    await expect(row.getByRole('cell').nth(2).innerText()).resolves.toBe('0');
    await page.close();
  });

  it('shows a viewer the requests without send buttons, and the server refuses their send', async () => {
    await suite.db.withStore((store) => signUpForRestock(store, { ...TOWEL, email: 'third@example.com', joinMailingList: false }));
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, VIEWER, '/admin/restock');
    await page.getByRole('row', { name: /tea towel/i }).waitFor();
    await expect(page.getByRole('button', { name: /^Send/ }).count()).resolves.toBe(0);
    const { account } = await signIn(suite.server.baseUrl, VIEWER.email, VIEWER.password);
    const refused = await account.merchant('POST', '/api/site-users/account/notifications/restock/send', { json: TOWEL });
    expect(refused.status).toBe(403);
    expect(smtp.received).toHaveLength(2);
    await page.close();
  });
});
