// 3: a digital product delivered. The merchant uploads the e-book's file in the admin (kept with
// the media, reachable by no public URL); a shopper buys the e-book and gets a signed download
// link on the confirmation page and by email; the link downloads the file until its limit
// (DOWNLOAD_LIMIT=2 here), then is refused; a link past its time is refused; the merchant re-sends
// fresh links from the order, the old ones stop and the new one works. axe finds nothing on the
// confirmation page and the admin screen.
import { afterEach, describe, expect, it } from 'vitest';
import { signDownload } from '../../site/features/digital-goods/download-token.js';
import { mailTo } from '../api/helpers/account-mail.js';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated } from './helpers/browser.js';
import { addToCart, EBOOK } from './cart-helpers.js';

const SECRET = 'test-download-secret-0123456789abcdef';
const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const SHOPPER = 'reader@example.com';
const FILE = Buffer.from('%PDF-1.4\nSlow Mornings: the recipes\n', 'utf8');

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000', DOWNLOAD_LINK_SECRET: SECRET, DOWNLOAD_LIMIT: '2' }, timeouts: { action: 10_000, navigation: 30_000 } });

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
  await suite.browser.context.clearCookies();
});

async function download(url: string): Promise<{ status: number; body: Buffer; disposition: string | null }> {
  const res = await fetch(url);
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()), disposition: res.headers.get('content-disposition') };
}

describe('3: digital products', () => {
  it('3: a digital download by its link, refused after expiry and after the limit', async () => {
    await addUsers(suite, [OWNER]);
    const admin = await suite.browser.newPage();
    await signInAs(admin, suite.server.baseUrl, OWNER, '/admin/digital-files');
    await admin.getByRole('heading', { name: 'Slow Mornings: a Recipe E-book' }).waitFor();
    await admin.getByLabel('Upload a file for Slow Mornings: a Recipe E-book').setInputFiles({ name: 'slow-mornings.pdf', mimeType: 'application/pdf', buffer: FILE });
    await admin.getByText('slow-mornings.pdf uploaded.').waitFor();
    await admin.getByText(/slow-mornings\.pdf \(1 KB\)/).waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    const stored = await suite.db.withStore((store) => store.db.selectFrom('digital_files').selectAll().executeTakeFirstOrThrow());
    for (const path of [`/media/private/downloads/${stored.hash}`, `/private/downloads/${stored.hash}`, `/media/${stored.id}/slow-mornings.pdf`]) {
      expect((await fetch(suite.server.baseUrl + path)).status).toBe(404);
    }

    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/shop`);
    expect(await addToCart(page, EBOOK.id, 2)).toBe(200); // $24.00: over the shop's $15.00 minimum
    await page.goto(`${suite.server.baseUrl}/checkout`);
    await page.getByLabel('Email', { exact: true }).fill(SHOPPER);
    await page.getByRole('button', { name: 'Place test order' }).click();
    await page.waitForURL(/\/checkout\/order-confirmed\/[0-9a-f]{24}$/);
    const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const link = page.getByRole('link', { name: 'slow-mornings.pdf' });
    await expect(page.locator('.order-download-rule').textContent()).resolves.toMatch(/^\(2 downloads left, until /);
    expect(await axeViolations(page)).toEqual([]);
    const pageUrl = new URL((await link.getAttribute('href')) ?? '', suite.server.baseUrl).toString();

    const first = await download(pageUrl);
    expect(first.status).toBe(200);
    expect(first.body.equals(FILE)).toBe(true);
    expect(first.disposition).toContain('attachment; filename="slow-mornings.pdf"');

    const mail = await mailTo(suite.db, suite.server.baseUrl, 'order-downloads', SHOPPER);
    expect(mail.subject).toMatch(/^Your downloads for order #10\d\d$/);
    expect(mail.text).toContain('slow-mornings.pdf: ');
    expect(mail.text).toContain('Each link works 2 times');
    expect(mail.link.pathname).toMatch(/^\/downloads\//);
    const second = await download(mail.link.toString());
    expect(second.status).toBe(200);
    const third = await download(mail.link.toString());
    expect(third.status).toBe(410);
    expect(third.body.toString()).toContain('This download link has been used as many times as it allows.');

    // A link past its time (signed by the server's secret, its time gone) is refused.
    const row = await suite.db.withStore((store) => store.db.selectFrom('download_links').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow());
    const expired = await download(`${suite.server.baseUrl}/downloads/${signDownload(SECRET, row.id, Date.now() - 1000)}`);
    expect(expired.status).toBe(410);
    expect(expired.body.toString()).toContain('This download link has expired.');
    // A link with another secret's signature is no link.
    expect((await download(`${suite.server.baseUrl}/downloads/${signDownload('another-secret-0123456789abcdefghij', row.id, Date.now() + 60_000)}`)).status).toBe(404);

    // The merchant re-sends: fresh links by email, the old ones stop.
    await admin.goto(`${suite.server.baseUrl}/admin/orders/${orderId}`);
    await hydrated(admin);
    await admin.getByRole('button', { name: 'Re-send download links' }).click();
    await admin.getByText('New download links sent to the customer (1).').waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    const resent = await mailTo(suite.db, suite.server.baseUrl, 'order-downloads', SHOPPER, 2);
    expect(resent.link.toString()).not.toBe(mail.link.toString());
    const fresh = await download(resent.link.toString());
    expect(fresh.status).toBe(200);
    expect(fresh.body.equals(FILE)).toBe(true);
    const old = await download(pageUrl);
    expect(old.status).toBe(410);
  }, 180_000);
});
