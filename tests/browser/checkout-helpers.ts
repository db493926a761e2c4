// What the checkout browser tests share: the shopper's details typed into the checkout form.
import type { Page } from 'playwright-core';

/** Fills the checkout form as a shopper in Portland would (a shipping address: the cart holds physical items). */
export async function fillCheckoutDetails(page: Page, email = 'ada@example.com'): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Full name').fill('Ada Shopper');
  await page.getByLabel('Street address').fill('12 Fern Lane');
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel('Postal code').fill('97201');
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('State, province or region').selectOption('US-OR');
}
