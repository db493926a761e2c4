// The contact form when the server's write limit is used up: the form shows the 429 message.
import { expect, it } from 'vitest';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated } from './helpers/browser.js';

// Two changes per window and visitor: validate and key pass, the save is refused.
const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '2', RATE_LIMIT_WINDOW_MS: '60000' } });

it('shows the rate-limit message of the form catalogue', async () => {
  const page = await suite.browser.newPage();
  await page.goto(`${suite.server.baseUrl}/contact`);
  await hydrated(page);
  // The limit counts per address and visitor (rate-limit.ts): make sure the visitor has its cookie
  // before the submission, so that the three calls of one submission count for the same visitor.
  const hasVisitor = async () => (await suite.browser.context.cookies()).some((c) => c.name === 'sf_visitor');
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
