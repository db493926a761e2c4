// The contact page's form island in a browser: local errors, focus on the first field in error, a stored
// submission (captcha checked by the server: CAPTCHA_VERIFY=local) and the newsletter event.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listFormSubmissions, type Store } from '../../site/db/index.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated, screenshot } from './helpers/browser.js';

const suite = useBrowserSuite({ env: { CAPTCHA_VERIFY: 'local' } });

const withStore = <T>(read: (store: Store) => Promise<T>): Promise<T> => suite.db.withStore(read);

async function contactPage(query = ''): Promise<Page> {
  const page = await suite.browser.newPage();
  await page.goto(`${suite.server.baseUrl}/contact${query}`);
  await hydrated(page);
  return page;
}

const item = (page: Page, id: string) => page.locator(`[data-field-id="${id}"]`);
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

async function fillValid(page: Page): Promise<void> {
  await page.fill('input[name="field-name-First"]', 'Ada');
  await page.fill('input[name="field-name-Last"]', 'Lovelace');
  await page.fill('#field-email-field', 'ada@example.com');
  await page.fill('#field-message-field', 'Do you take commissions for a dinner set?');
  await page.check('input[name="field-reply"][value="Email"]');
  await page.selectOption('#field-topic-field', 'Commission');
  await page.fill('input[name="field-phone-Areacode"]', '020');
  await page.fill('input[name="field-phone-Prefix"]', '555');
  await page.fill('input[name="field-phone-Line"]', '0018');
}

async function solveCaptcha(page: Page, form = '#form-contact'): Promise<void> {
  await page.check(`${form} .local-captcha-check`);
  await expect.poll(() => page.locator(`${form} .local-captcha-status`).textContent(), { timeout: 20_000 }).toBe('Verified');
}

describe('the contact form', () => {
  it('shows Required, email and character-limit errors on the page, and focuses the first field in error', async () => {
    const page = await contactPage();
    await page.click('#form-contact button[type="submit"]');
    const summary = page.locator('#form-contact-status-above');
    await expect.poll(() => summary.textContent()).toContain('One or more fields is invalid, please check your entries.');
    expect(await summary.textContent()).toContain('Your form has encountered a problem. Please scroll down to review.');
    expect(await page.locator('#form-contact-status-below').textContent()).toContain('Your form has encountered a problem. Please scroll up to review.');
    // Focus goes to the first field in error (the name's first part); the summary above announces the failure.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? '')).toBe('field-name-First');
    expect(await item(page, 'field-name').locator('.field-error').textContent()).toBe('Required');
    expect(await item(page, 'field-topic').locator('.field-error').textContent()).toBe('Required');
    expect(await item(page, 'field-phone').locator('.field-error').count()).toBe(0);
    const first = page.locator('input[name="field-name-First"]');
    expect(await first.getAttribute('aria-invalid')).toBe('true');
    expect(await first.getAttribute('aria-describedby')).toBe('field-name-error');

    // A link of the summary moves focus to its field, by keyboard.
    await summary.locator('a', { hasText: 'Topic' }).focus();
    await page.keyboard.press('Enter');
    expect(await activeId(page)).toBe('field-topic-field');

    // Blur validates: an invalid email, then the error clears once corrected.
    await page.fill('#field-email-field', 'not-an-email');
    await page.keyboard.press('Tab');
    await expect.poll(() => item(page, 'field-email').locator('.field-error').textContent()).toBe(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );
    await page.fill('#field-email-field', 'ada@example.com');
    await page.keyboard.press('Tab');
    await expect.poll(() => item(page, 'field-email').locator('.field-error').count()).toBe(0);
    expect(await page.locator('#field-email-field').getAttribute('aria-invalid')).toBeNull();

    // The counter, and the character limit (pasted past maxlength).
    await page.fill('#field-message-field', 'Hello');
    expect(await item(page, 'field-message').locator('.char-count').textContent()).toBe('5 / 500');
    await page.$eval('#field-message-field', (el) => {
      (el as HTMLTextAreaElement).value = 'x'.repeat(501);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const counter = item(page, 'field-message').locator('.char-count');
    expect(await counter.textContent()).toBe('501 / 500');
    expect(await counter.getAttribute('class')).toContain('char-count--over');
    // The failure left the submit button disabled (aria) until the captcha is completed.
    expect(await page.getAttribute('#form-contact button[type="submit"]', 'aria-disabled')).toBe('true');
    await solveCaptcha(page);
    expect(await page.getAttribute('#form-contact button[type="submit"]', 'aria-disabled')).toBeNull();
    await page.click('#form-contact button[type="submit"]');
    await expect.poll(() => item(page, 'field-message').locator('.field-error').textContent()).toBe('You have exceeded the character limit.');
    // The name is still empty: it is the first field in error again.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? '')).toBe('field-name-First');
    await screenshot(page, 'contact-form-errors');
    await page.close();
  });

  it('asks for the captcha, then stores the submission with the hidden field from the query string', async () => {
    const page = await contactPage('?SQF_SOURCE=spring-letter');
    await fillValid(page);
    await page.click('#form-contact button[type="submit"]');
    await expect.poll(() => page.locator('#form-contact-status-above').textContent()).toContain('Complete CAPTCHA before submitting.');
    await solveCaptcha(page);
    // A short window scrolled to the end, so that the scroll to the submission text has a way to go.
    await page.setViewportSize({ width: 800, height: 300 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.click('#form-contact button[type="submit"]');
    const submission = page.locator('#form-contact-submission');
    await expect.poll(() => submission.textContent(), { timeout: 20_000 }).toContain('Thank you! We will write back within two days.');
    expect(await page.locator('#form-contact').isHidden()).toBe(true);
    expect(await activeId(page)).toBe('form-contact-submission');
    // The page scrolls to the submission text (a 50 ms scroll), leaving 30 px above it, as far as the page goes.
    const place = () =>
      submission.evaluate((el) => {
        const max = document.documentElement.scrollHeight - window.innerHeight;
        return { top: Math.round(el.getBoundingClientRect().top), scrollY: Math.round(window.scrollY), max: Math.round(max) };
      });
    await expect.poll(async () => {
      const { top, scrollY, max } = await place();
      const clamped = (scrollY >= max && top > 30) || (scrollY === 0 && top < 30);
      return max > 0 && (top === 30 || clamped) ? 'in place' : `top ${top}, scrollY ${scrollY} of ${max}`;
    }).toBe('in place');
    const stored = await withStore((store) => listFormSubmissions(store, 'form-contact'));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.data).toMatchObject({
      'field-name': ['Ada', 'Lovelace'],
      'field-email': 'ada@example.com',
      'field-phone': ['', '020', '555', '0018'],
      'field-reply': 'Email',
      'field-topic': 'Commission',
      'field-source': 'spring-letter',
    });
    expect(stored[0]?.page).toMatchObject({ pagePath: '/contact' });
    await page.close();
  });

  it('keeps typed values after a server refusal (a captcha token the server does not accept)', async () => {
    const page = await contactPage();
    await fillValid(page);
    await solveCaptcha(page);
    // Another tab used the token meanwhile: the server refuses it, the captcha is reset.
    const token = await page.$eval('#form-contact .local-captcha', (el) => (el as HTMLElement).dataset['token'] ?? '');
    await page.evaluate(async (captchaKey) => {
      const crumb = document.cookie.match(/(?:^|; )crumb=([^;]*)/)?.[1] ?? '';
      const headers = { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(crumb) };
      const { key } = (await (await fetch('/api/form/FormSubmissionKey', { method: 'POST', headers })).json()) as { key: string };
      const form = { 'field-name': ['A', 'B'], 'field-email': 'a@b.io', 'field-message': 'Hi', 'field-reply': 'Email', 'field-topic': 'Wholesale' };
      await fetch('/api/form/SaveFormSubmission', { method: 'POST', headers, body: JSON.stringify({ key, form, captchaKey }) });
    }, token);
    await page.click('#form-contact button[type="submit"]');
    await expect.poll(() => page.locator('#form-contact-status-above').textContent(), { timeout: 20_000 }).toContain('Complete CAPTCHA before submitting.');
    expect(await page.locator('#form-contact .local-captcha-check').isChecked()).toBe(false);
    expect(await page.inputValue('input[name="field-name-First"]')).toBe('Ada');
    expect(await page.inputValue('#field-message-field')).toBe('Do you take commissions for a dinner set?');
    expect(await page.locator('#form-contact button[type="submit"]').textContent()).toBe('Send message');
    await page.close();
  });

  it('signs up to the newsletter and records a newsletter-subscribe event', async () => {
    const page = await contactPage();
    const form = 'form[data-form-id="form-newsletter"]';
    await page.click(`${form} button[type="submit"]`);
    await expect.poll(() => page.locator('#form-newsletter-status-above').textContent()).toContain('One or more fields is invalid');
    expect(await page.locator('#form-newsletter-status-above').textContent()).not.toContain('scroll down');
    await page.fill('#field-newsletter-email-field', 'reader@example.com');
    await page.click(`${form} button[type="submit"]`);
    await expect.poll(() => page.locator('#form-newsletter-submission').textContent(), { timeout: 20_000 }).toContain('Thank you for signing up!');
    const events = await expect
      .poll(() => withStore((s) => s.db.selectFrom('tracking_events').select(['kind', 'payload']).where('kind', '=', 'events/RecordEvent').execute()), { timeout: 20_000 })
      .toHaveLength(1);
    void events;
    const [event] = await withStore((s) => s.db.selectFrom('tracking_events').select('payload').where('kind', '=', 'events/RecordEvent').execute());
    expect(JSON.parse(event!.payload)).toMatchObject({ event: 'newsletter-subscribe', data: { formId: 'form-newsletter' } });
    expect(await withStore((s) => listFormSubmissions(s, 'form-newsletter'))).toMatchObject([{ data: { 'field-newsletter-email': 'reader@example.com' } }]);
    await page.close();
  });
});
