// An ADMIN (signed in in the browser's context) allowing the header and footer code as it is now,
// on the Custom code screen, as the owner would after saving code: allowing code asks for the
// password again ("Confirm it is you") unless it was confirmed in the last 5 minutes.
import { confirmPassword } from './admin.js';
import type { Browser } from './browser.js';

export async function allowCodeInjection(browser: Browser, baseUrl: string, password: string): Promise<void> {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/admin/custom-code`);
  await page.getByLabel('Allow the header and footer code').check();
  await page.getByRole('button', { name: 'Save custom code' }).click();
  const allowed = page.locator('tr[data-entry="code-header"], tr[data-entry="code-footer"]').filter({ hasText: 'an ADMIN allowed this version' }).first();
  const reauth = page.getByRole('dialog', { name: 'Confirm it is you' });
  await allowed.or(reauth).first().waitFor();
  if (await reauth.isVisible()) await confirmPassword(page, password);
  await allowed.waitFor();
  await page.close();
}
