// An ADMIN (signed in in the browser's context) allowing the header and footer code as it is now,
// on the Custom code screen, as the owner would after saving code.
import type { Browser } from './browser.js';

export async function allowCodeInjection(browser: Browser, baseUrl: string): Promise<void> {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/admin/custom-code`);
  await page.getByLabel('Allow the header and footer code').check();
  await page.getByRole('button', { name: 'Save custom code' }).click();
  await page.locator('tr[data-entry="code-header"], tr[data-entry="code-footer"]').filter({ hasText: 'an ADMIN allowed this version' }).first().waitFor();
  await page.close();
}
