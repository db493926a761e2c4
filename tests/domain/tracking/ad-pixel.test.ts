import { describe, expect, it } from 'vitest';
import { adPixelOf, commerceEventsOn, httpsOrigin } from '../../../domain/tracking/ad-pixel.js';
import { purchaseContent, viewContent } from '../../../domain/tracking/commerce-event-schemas.js';
import { trackingPrice } from '../../../domain/tracking/commerce-events.js';

describe('the ad pixel setting', () => {
  it('is the https script address and id the site stored', () => {
    expect(adPixelOf({ adPixel: { scriptUrl: ' https://px.example.com/p.js?v=2 ', pixelId: 'PX-1' } })).toEqual({ scriptUrl: 'https://px.example.com/p.js?v=2', pixelId: 'PX-1' });
  });

  it.each([
    ['none', {}],
    ['an empty address', { adPixel: { scriptUrl: '' } }],
    ['http', { adPixel: { scriptUrl: 'http://px.example.com/p.js' } }],
    ['javascript:', { adPixel: { scriptUrl: 'javascript:alert(1)' } }],
    ['credentials', { adPixel: { scriptUrl: 'https://u:p@px.example.com/p.js' } }],
    ['a site path', { adPixel: { scriptUrl: '/p.js' } }],
  ])('is absent for %s', (_label, website) => {
    expect(adPixelOf(website)).toBeUndefined();
  });

  it('gives the origin the policy allows, and nothing for other schemes', () => {
    expect(httpsOrigin('https://px.example.com:8443/a/p.js')).toBe('https://px.example.com:8443');
    expect(httpsOrigin('data:text/javascript,1')).toBeUndefined();
  });
});

describe('the feature flag', () => {
  it('is off unless featureFlags says true', () => {
    expect(commerceEventsOn({})).toBe(false);
    expect(commerceEventsOn({ featureFlags: { siteVisitorTrackingEvents: 'true' } })).toBe(false);
    expect(commerceEventsOn({ featureFlags: { siteVisitorTrackingEvents: true } })).toBe(true);
  });
});

describe('event content schemas', () => {
  it('divide prices by 100', () => {
    expect(trackingPrice(4200)).toBe(42);
    expect(trackingPrice(1999)).toBe(19.99);
  });

  it('name the wrong field', () => {
    const result = viewContent.safeParse({ website_id: 's', page_id: 'p', cart_id: null, product_id: 'x', product_name: 'X', product_type: 9, currency: 'usd', price: -1, timestamp: 1 });
    expect(result.success).toBe(false);
    const paths = result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    expect(paths.sort()).toEqual(['currency', 'price', 'product_type']);
  });

  it('refuse a purchase without items or with unknown fields', () => {
    const base = { website_id: 's', page_id: 'p', cart_id: 'c', order_id: 'o', test_mode: false, currency: 'USD', grand_total: 1, shipping_total: 0, tax_total: 0, timestamp: 1 };
    expect(purchaseContent.safeParse({ ...base, items: [] }).success).toBe(false);
    expect(purchaseContent.safeParse({ ...base, items: [{ sku: 'a', product_name: 'A', quantity: 1, unit_price: 1 }], card_number: '4242' }).success).toBe(false);
    expect(purchaseContent.safeParse({ ...base, items: [{ sku: 'a', product_name: 'A', quantity: 1, unit_price: 1 }] }).success).toBe(true);
  });
});
