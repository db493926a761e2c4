// Issue 21 in chromium: the Shipping screen of a JPY shop (no decimals) reads rates in yen: "500"
// saves ¥500 (stored as 500 minor units) and shows ¥500 again after a reload; "5.5", which the
// screen used to accept and the cart then priced as nothing, is refused naming the field and the
// currency's decimals.
import { describe, expect, it } from 'vitest';
import { readVersionedPart } from '../../site/db/index.js';
import { axeViolations } from './helpers/axe.js';
import type { TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { storeCurrencyDesk } from './helpers/store-currency-desk.js';

const STOCKIST: TestUser = { email: 'stock@shop.test', password: 'stock password 1', roles: ['STORE_MANAGER'] };

describe('shipping rates typed in a JPY shop', () => {
  const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' } });

  it('saves ¥500 typed as "500", shows ¥500, and refuses "5.5" with the currency\'s decimals', async () => {
    const page = await storeCurrencyDesk(suite, STOCKIST, 'JPY', '/admin/shipping');
    await page.getByText('No shipping zones yet.').waitFor();
    await page.getByRole('button', { name: 'Add a zone' }).click();
    await page.getByLabel('Zone name').fill('Japan');
    await page.getByLabel(/Countries and regions/).fill('JP');
    await page.getByRole('button', { name: 'Add a rate to Japan' }).click();
    await page.getByLabel('Rate name, rate 1 of Japan').fill('Standard');
    const price = page.getByLabel('Price, rate 1 of Japan');

    await price.fill('5.5');
    await page.getByRole('button', { name: 'Save shipping' }).click();
    // The message is tied to the field (its description), besides the save's summary.
    await page.locator('.shipping-rates .admin-field-error', { hasText: 'The price must be an amount such as 500: JPY amounts have no decimals.' }).waitFor();
    await expect(price.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    expect(await suite.db.withStore((store) => readVersionedPart(store, 'shipping-zones'))).toBeUndefined();

    await price.fill('500');
    await page.getByRole('button', { name: 'Save shipping' }).click();
    await page.getByText('Saved.').waitFor();
    const rates = page.getByRole('table', { name: 'Rates of Japan' });
    await rates.getByText('¥500', { exact: true }).waitFor();
    const stored = await suite.db.withStore((store) => readVersionedPart(store, 'shipping-zones'));
    expect(stored?.value).toMatchObject({ zones: [{ rates: [{ name: 'Standard', kind: 'flat', priceCents: 500 }] }] });

    await page.reload();
    const again = page.getByLabel('Price, rate 1 of Japan');
    await again.waitFor();
    await expect(again.inputValue()).resolves.toBe('500');
    await page.getByRole('table', { name: 'Rates of Japan' }).getByText('¥500', { exact: true }).waitFor();
    await expect(page.getByRole('table', { name: 'Rates of Japan' }).innerText()).resolves.not.toContain('¥50,000');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  }, 60_000);
});
