// Issue 20, "the captcha stops no bot": the local captcha's widget in chromium now fetches a
// challenge from the server and does the default 20 bits of work (CAPTCHA_LOCAL_BITS unset) in
// slices, showing its progress, while the page keeps answering; the contact form submits with the
// token, and the server takes it once.
import { describe, expect, it } from 'vitest';
import { listFormSubmissions } from '../../site/db/index.js';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated, screenshot } from './helpers/browser.js';

const suite = useBrowserSuite({ env: { CAPTCHA_VERIFY: 'local' } });

describe('the captcha stops no bot: the local widget solves a real challenge', () => {
  it('works through the server challenge in slices with an accessible progress bar, then the form is stored', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/contact`);
    await hydrated(page);
    await page.fill('input[name="field-name-First"]', 'Ada');
    await page.fill('input[name="field-name-Last"]', 'Lovelace');
    await page.fill('#field-email-field', 'ada@example.com');
    await page.fill('#field-message-field', 'Is the blue glaze food safe?');
    await page.check('input[name="field-reply"][value="Email"]');
    await page.selectOption('#field-topic-field', 'Commission');
    // A 10 ms timer keeps firing while the work runs (the page is not frozen): its ticks and longest wait.
    await page.evaluate(() => {
      const w = window as unknown as { maxGap: number; ticks: number; timer: number };
      w.maxGap = 0;
      w.ticks = 0;
      let last = performance.now();
      w.timer = window.setInterval(() => {
        const now = performance.now();
        w.maxGap = Math.max(w.maxGap, now - last);
        w.ticks += 1;
        last = now;
      }, 10);
    });
    const challenge = page.waitForResponse((r) => r.url().endsWith('/api/captcha/challenge'));
    const started = Date.now();
    await page.check('#form-contact .local-captcha-check');
    const issued = (await (await challenge).json()) as { bits: number };
    expect(issued.bits).toBe(20);
    const status = page.locator('#form-contact .local-captcha-status');
    const progress = page.locator('#form-contact .local-captcha-progress');
    // Read once: a fast machine may finish between two reads.
    const first = await status.textContent();
    if (first !== 'Verified') {
      expect(first).toBe('Verifying…');
      expect(await progress.getAttribute('aria-label')).toBe('Verification progress');
      expect(await axeViolations(page)).toEqual([]);
    }
    await expect.poll(() => status.textContent(), { timeout: 30_000, interval: 50 }).toBe('Verified');
    const solvedMs = Date.now() - started;
    const { maxGap, ticks } = await page.evaluate(() => {
      const w = window as unknown as { maxGap: number; ticks: number; timer: number };
      clearInterval(w.timer);
      return { maxGap: w.maxGap, ticks: w.ticks };
    });
    const tries = Number((await page.$eval('#form-contact .local-captcha', (el) => (el as HTMLElement).dataset['token'] ?? '')).split('.')[2]);
    console.log(`[captcha] 20 bits: ${tries} tries in ${solvedMs} ms in chromium (${Math.round(tries / solvedMs)} per ms); longest timer wait ${Math.round(maxGap)} ms`);
    // Frozen, the timer would fire once at the end; on a busy machine single waits may still be long.
    expect(ticks).toBeGreaterThan(solvedMs / 100);
    expect(maxGap).toBeLessThan(Math.max(400, solvedMs / 3));
    expect(await progress.isHidden()).toBe(true);
    const token = await page.$eval('#form-contact .local-captcha', (el) => (el as HTMLElement).dataset['token'] ?? '');
    expect(token).toMatch(/^local2\.[A-Za-z0-9_-]{43}\.\d+$/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'captcha-widget-verified');
    await page.click('#form-contact button[type="submit"]');
    await expect.poll(() => page.locator('#form-contact-submission').textContent(), { timeout: 20_000 }).toContain('Thank you!');
    const stored = await suite.db.withStore((store) => listFormSubmissions(store, 'form-contact'));
    expect(stored.map((s) => s.data['field-message'])).toEqual(['Is the blue glaze food safe?']);
    // The token was used up: sent again by a script, it is refused.
    const again = await page.evaluate(async (captchaKey) => {
      const crumb = document.cookie.match(/(?:^|; )crumb=([^;]*)/)?.[1] ?? '';
      const headers = { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(crumb) };
      const { key } = (await (await fetch('/api/form/FormSubmissionKey', { method: 'POST', headers })).json()) as { key: string };
      const form = { 'field-name': ['A', 'B'], 'field-email': 'a@b.io', 'field-message': 'Hi', 'field-reply': 'Email', 'field-topic': 'Wholesale' };
      const res = await fetch('/api/form/SaveFormSubmission', { method: 'POST', headers, body: JSON.stringify({ key, formId: 'form-contact', form, captchaKey }) });
      return { status: res.status, body: (await res.json()) as { error?: string } };
    }, token);
    expect(again).toMatchObject({ status: 400, body: { error: 'Complete CAPTCHA before submitting.' } });
    await page.close();
  });
});
