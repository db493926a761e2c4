// The cart page shell (/cart) and the not-found page (page type 100).
import { describe, expect, it } from 'vitest';
import { siteContext } from '../../site/lib/demo-routes.js';
import { loadDemoStore, renderRoute, renderTemplate } from './helpers/demo-store.js';
import { visibleText } from './helpers/visible-text.js';

describe('cart page', () => {
  it('renders the shell the cart island fills in, with the empty-cart text until then', () => {
    const { page, html } = renderRoute({ page: 'cart' });
    expect(page.status).toBe(200);
    expect(html).toContain('data-page-type="200"');
    expect(html).toContain('<div id="sqs-cart-root" class="cart-root" data-checkout-url="/checkout" data-currency="USD">');
    expect(html).toContain('class="cart-container"');
    expect(visibleText(html)).toBe('Your cart Your cart is empty. Continue shopping');
  });
});

describe('not-found page', () => {
  it('says nothing is there, shows the path escaped, and links back into the site', () => {
    const { page, html } = renderRoute({ page: 'not-found', path: '/<b>nope</b>' });
    expect(page.status).toBe(404);
    expect(page.title).toBe('Page not found — Fern & Finch');
    expect(html).toContain('data-page-type="100"');
    expect(html).toContain('<code>/&lt;b&gt;nope&lt;/b&gt;</code>');
    expect(html).not.toContain('<b>');
    expect(visibleText(html)).toContain('Page not found');
    for (const href of ['/shop', '/blog', '/contact']) expect(html).toContain(`href="${href}"`);
  });
});

describe('site header', () => {
  it('shows the site title, escaped, and the navigation', () => {
    const html = renderTemplate('site-header', siteContext(loadDemoStore()));
    expect(html).toContain('<a href="/">Fern &amp; Finch</a>');
    expect(visibleText(html)).toBe('Fern & Finch Home Shop Journal Gallery Events Contact Cart');
  });
});
