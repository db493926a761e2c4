// The cart loaded only after the signed-in check says so (issue 24): a signed-in customer's page
// asks who is signed in (GET /api/site-users/account/me) and asks for the cart only once that
// answer is in, with no request for a cart before it; an anonymous visitor's page, known
// anonymous without a request (no SiteUserInfo cookie), loads its cart with no such check.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createSiteUser } from '../../site/db/index.js';
import { Visitor } from '../api/helpers/visitor.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated } from './helpers/browser.js';

const suite = useBrowserSuite({ timeouts: { action: 10_000, navigation: 30_000 } });
const CUSTOMER = { email: 'customer@example.com', password: 'customer-password-1234' };
const ME = '/api/site-users/account/me';
const CART = '/api/commerce/shopping-cart';

beforeAll(async () => {
  await new Visitor(suite.server.baseUrl).arrive();
  await suite.db.withStore((store) => createSiteUser(store, { ...CUSTOMER, roles: [] }));
});

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
  await suite.browser.context.clearCookies();
});

/** Every request and response of the signed-in check and the cart, in the order the page saw them. */
function watchOrder(page: Page): string[] {
  const seen: string[] = [];
  const name = (url: string): string | undefined => {
    const path = new URL(url).pathname;
    return path === ME ? 'me' : path === CART ? 'cart' : undefined;
  };
  page.on('request', (request) => {
    const n = name(request.url());
    if (n) seen.push(`request ${n}`);
  });
  page.on('response', (response) => {
    const n = name(response.url());
    if (n) seen.push(`response ${n} ${String(response.status())}`);
  });
  return seen;
}

describe('the cart loaded only after the signed-in check', () => {
  it('asks for a signed-in customer\'s cart only once the check has answered', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/contact`);
    const status = await page.evaluate(async ([email, password]) => {
      const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const res = await fetch('/api/site-users/account/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(crumb) },
        body: JSON.stringify({ email, password }),
      });
      return res.status;
    }, [CUSTOMER.email, CUSTOMER.password] as const);
    expect(status).toBe(200);
    const order = watchOrder(page);
    await page.goto(`${suite.server.baseUrl}/shop/p/stoneware-bowl`);
    await hydrated(page);
    await expect.poll(() => order.filter((e) => e.startsWith('response cart')).length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(order.slice(0, 3)).toEqual(['request me', 'response me 200', 'request cart']);
    expect(order.filter((e) => e === 'request me')).toHaveLength(1);
  });

  it('loads an anonymous visitor\'s cart with no signed-in request', async () => {
    const page = await suite.browser.newPage();
    const order = watchOrder(page);
    await page.goto(`${suite.server.baseUrl}/shop/p/stoneware-bowl`);
    await hydrated(page);
    await expect.poll(() => order.filter((e) => e.startsWith('response cart')).length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(order.filter((e) => / me( |$)/.test(e))).toEqual([]);
    expect(order[0]).toBe('request cart');
  });
});
