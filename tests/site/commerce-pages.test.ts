// The cart (200), checkout (201) and order-confirmed (202) pages: their contexts, rendered by their templates
// with the library's money formatters and no template error.
import { describe, expect, it } from 'vitest';
import { cartPage, checkoutPage, orderConfirmedPage } from '../../site/lib/commerce-pages.js';
import { loadDemoStore, renderTemplate } from './helpers/demo-store.js';

const store = loadDemoStore();
const money = (cents: number) => ({ currencyCode: 'USD', value: (cents / 100).toFixed(2), decimalValue: (cents / 100).toFixed(2), cents });

const cart = {
  id: 'a'.repeat(24),
  entries: [{
    id: 'e1', itemId: 'prod-apron', variantId: 'v1', quantity: 2, title: 'Linen <Apron>',
    chosenVariant: { sku: 'APR-NAT-S', attributes: { Color: 'Natural', Size: 'S/M' } },
    unitPrice: money(4200), subTotal: money(8400),
  }],
  subtotalCents: 8400, subtotal: money(8400), shippingTotal: money(0), taxTotal: money(0), discountTotal: money(0), grandTotal: money(8400),
  totalQuantity: 2,
};

describe('commerce pages', () => {
  it('the checkout page lists the lines, the totals and the Place order form with the crumb', () => {
    const page = checkoutPage(store, cart, 'c'.repeat(32));
    expect(page.context.pageType).toBe(201);
    const html = renderTemplate(page.template, page.context);
    expect(html).toContain('Linen &lt;Apron&gt;');
    expect(html).toContain('Natural / S/M');
    expect(html).toContain('$84.00');
    expect(html).toContain('<span class="sqs-money-native">84.00</span>');
    expect(html).toContain('action="/api/commerce/orders"');
    expect(html).toContain(`<input type="hidden" name="crumb" value="${'c'.repeat(32)}">`);
    expect(html).toContain('Place order');
  });

  it('an empty cart shows no form', () => {
    const page = checkoutPage(store, { ...cart, entries: [] }, 'c'.repeat(32));
    const html = renderTemplate(page.template, page.context);
    expect(html).toContain('Your cart is empty.');
    expect(html).not.toContain('Place order');
  });

  it('the order-confirmed page shows the order', () => {
    const order = {
      id: 'b'.repeat(24), testMode: true,
      items: [{ sku: 'APR-NAT-S', productName: 'Linen Apron', quantity: 2, unitPrice: money(4200), subTotal: money(8400) }],
      subtotal: money(8400), shippingTotal: money(0), taxTotal: money(0), grandTotal: money(8400),
    };
    const page = orderConfirmedPage(store, order);
    expect(page.context.pageType).toBe(202);
    const html = renderTemplate(page.template, page.context);
    expect(html).toContain('b'.repeat(24));
    expect(html).toContain('Test order');
    expect(html).toContain('$84.00');
  });

  it('the cart page lists the lines and holds checkout back under the store minimum ($15.00)', () => {
    const full = cartPage(store, cart);
    const fullHtml = renderTemplate(full.template, full.context);
    expect(full.context.pageType).toBe(200);
    expect(fullHtml).toContain('Linen &lt;Apron&gt;');
    expect(fullHtml).not.toContain('To check out, your order subtotal must be');
    const small = cartPage(store, { ...cart, subtotalCents: 1200, subtotal: money(1200) });
    expect(renderTemplate(small.template, small.context)).toContain('To check out, your order subtotal must be $15.00 or more.');
  });
});
