// What the cart browser tests share: changing and reading the visitor's cart through the API
// from inside a page (its cookies, the crumb echoed), as the storefront's own scripts do.
import type { Page } from 'playwright-core';

export interface ServerCart {
  totalQuantity: number;
  subtotalCents: number;
  entries: { id: string; itemId: string; quantity: number; maxQuantity: number; title: string }[];
}

/**
 * Adds to the page's visitor's cart; answers the HTTP status. Waits for the page's own cart
 * load first: a visitor without the visitor cookie gets one from each of two concurrent calls,
 * and the cart would go to whichever cookie the browser keeps first.
 */
export async function addToCart(page: Page, itemId: string, quantity: number, more: { sku?: string; additionalFields?: string } = {}): Promise<number> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    async ({ itemId, quantity, more }) => {
      const crumb = decodeURIComponent(/(?:^|;\s*)crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const response = await fetch('/api/commerce/shopping-cart/entries', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-CSRF-Token': crumb },
        body: JSON.stringify({ itemId, quantity, ...more }),
      });
      return response.status;
    },
    { itemId, quantity, more },
  );
}

/** The visitor's cart as the server has it now. */
export async function serverCart(page: Page): Promise<ServerCart> {
  return page.evaluate(async () => {
    const response = await fetch('/api/commerce/shopping-cart', { headers: { accept: 'application/json' } });
    return (await response.json()) as ServerCart;
  });
}

/** Products of the demo shop (sites/fern-and-finch/content/collections/shop.json) the tests buy. */
export const CANDLE = { id: 'prod-candle', title: 'Beeswax Candle', price: 16 }; // unlimited stock
export const EBOOK = { id: 'prod-ebook', price: 12 }; // digital, unlimited
export const BOWL = { id: 'prod-bowl', title: 'Stoneware Bowl', price: 22.5, stock: 4 }; // on sale
export const APRON = { id: 'prod-apron', title: 'Linen Apron', url: '/shop/p/linen-apron' }; // variants by Color and Size
export const MUG = { id: 'prod-monogram-mug', title: 'Monogrammed Mug', sku: 'MUG-MONO', stock: 10 }; // additional-fields form
