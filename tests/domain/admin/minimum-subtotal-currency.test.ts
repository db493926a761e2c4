// Issue 21: the website settings' minimum order subtotal was read with a two-decimal pattern and
// rounded into minor units: "5.5" in a JPY shop became ¥6 and "12.345" in USD $12.35 without a
// word. It is now read by the store currency's digits (the form offers only the store currencies of
// spec 000 §3, so no three-digit currency here).
import { describe, expect, it } from 'vitest';
import { websiteSettingsOf, websiteSettingsSchema, withWebsiteSettings } from '../../../domain/admin/content/website.js';

const form = (currencyCode: string, minimumOrderSubtotal: string) => ({ ...websiteSettingsOf({ siteTitle: 'Shop' }), currencyCode, minimumOrderSubtotal });

describe('the minimum order subtotal by the store currency (issue 21)', () => {
  it.each([
    ['USD', '15.5', { decimalValue: '15.50', currencyCode: 'USD' }],
    ['JPY', '1500', { decimalValue: '1500', currencyCode: 'JPY' }],
  ])('%s: "%s" is stored as its money', (currency, typed, stored) => {
    const parsed = websiteSettingsSchema.parse(form(currency, typed));
    expect((withWebsiteSettings({}, parsed)['storeSettings'] as Record<string, unknown>)['minimumOrderSubtotal']).toEqual(stored);
  });

  it.each([
    ['USD', '12.345', 'The minimum order subtotal must be an amount such as 12.50: USD amounts have 2 decimals.'],
    ['JPY', '5.5', 'The minimum order subtotal must be an amount such as 500: JPY amounts have no decimals.'],
  ])('%s: "%s" is refused naming the decimals', (currency, typed, message) => {
    const parsed = websiteSettingsSchema.safeParse(form(currency, typed));
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['minimumOrderSubtotal', message]]);
  });
});
