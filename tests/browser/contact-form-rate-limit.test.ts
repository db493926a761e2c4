// The contact form when the server's write limit is used up: the form shows the 429 message.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { closeBrowserSuite, openBrowserSuite } from './helpers/browser-suite.js';
import type { ServerProcess } from '../api/helpers/server-process.js';
import type { TempDatabase } from '../api/helpers/temp-db.js';
import { hydrated, type Browser } from './helpers/browser.js';

let server: ServerProcess | undefined;
let db: TempDatabase | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  // Two changes per window and visitor: validate and key pass, the save is refused.
  ({ server, db, browser } = await openBrowserSuite({ env: { RATE_LIMIT_WRITES: '2', RATE_LIMIT_WINDOW_MS: '60000' } }));
}, 180_000);

afterAll(() => closeBrowserSuite({ server, db, browser }));

it('shows the rate-limit message of the form catalogue', async () => {
  const page = await browser!.newPage();
  await page.goto(`${server!.baseUrl}/contact`);
  await hydrated(page);
  // The limit counts per visitor cookie: make sure the visitor has one before the submission.
  const hasVisitor = async () => (await browser!.context.cookies()).some((c) => c.name === 'sf_visitor');
  if (!(await hasVisitor())) await page.evaluate(async () => {
    const crumb = decodeURIComponent(document.cookie.match(/(?:^|; )crumb=([^;]*)/)?.[1] ?? '');
    await fetch('/api/form/FormSubmissionKey', { method: 'POST', headers: { 'x-csrf-token': crumb } });
  });
  const form = 'form[data-form-id="form-newsletter"]';
  await page.fill('#field-newsletter-email-field', 'reader@example.com');
  await page.click(`${form} button[type="submit"]`);
  await expect
    .poll(() => page.locator('#form-newsletter-status-above').textContent(), { timeout: 20_000 })
    .toContain('Unable to submit form. Submission rate limit exceeded. Please try again later.');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('form-newsletter-status-above');
  expect(await page.locator(`${form} button[type="submit"]`).textContent()).toBe('Sign up');
  expect(await page.inputValue('#field-newsletter-email-field')).toBe('reader@example.com');
});
