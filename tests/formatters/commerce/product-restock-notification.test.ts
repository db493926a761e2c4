import { describe, expect, it } from 'vitest';
import { html } from './render.js';

const messages = { buttonText: 'Notify', CTAText: 'Back soon?', placeholderText: 'Email', mailingListDescription: 'News & offers' };
const page = (context: Record<string, unknown>, extra: Record<string, unknown> = {}): unknown => ({
  item: { id: 'p1' },
  productMerchandisingContext: { p1: { restockNotificationMessages: messages, restockNotificationViews: [{ variantId: 'v1' }], ...context } },
  ...extra,
});

describe('product-restock-notification', () => {
  it('renders an email form per variant view', () => {
    const views = [{ variantId: 'v1' }, { variantId: 'v2', hiddenByDefault: true }];
    const out = html('{item|product-restock-notification}', page({ restockNotificationViews: views }));
    expect(out).toContain('<div class="product-restock-notification" data-product-id="p1" data-variant-id="v1">');
    expect(out).toContain('<div class="product-restock-notification" data-product-id="p1" data-variant-id="v2" hidden>');
    expect(out).toContain('<input type="text" x-autocompletetype="email" spellcheck="false" name="email" placeholder="Email">');
    expect(out).toContain('<input class="sqs-editable-button" type="submit" value="Notify">');
    expect(out).not.toContain('isJoinMailingList');
    expect(out).not.toContain('captcha-container');
  });

  it('offers the mailing list, ticked when the merchant opts in by default', () => {
    const off = html('{item|product-restock-notification}', page({ mailingListSignUpEnabled: true }));
    expect(off).toContain('<input type="checkbox" name="isJoinMailingList">News &amp; offers</label>');
    const on = html('{item|product-restock-notification}', page({ mailingListSignUpEnabled: true, mailingListOptInByDefault: true }));
    expect(on).toContain('<input type="checkbox" name="isJoinMailingList" checked>');
  });

  it('leaves room for the captcha when the site has a key', () => {
    const out = html('{item|product-restock-notification}', page({}, { website: { captchaSettings: { siteKey: 'k' } } }));
    expect(out).toContain('  <div class="captcha-container"></div>\n</div>');
  });

  it('prints nothing without views', () => {
    expect(html('{item|product-restock-notification}', { item: { id: 'p1' } })).toBe('');
  });
});
