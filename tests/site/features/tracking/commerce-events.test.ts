import { describe, expect, it } from 'vitest';
import { commerceEventsConfig, productSummary } from '../../../../site/features/tracking/commerce-events.js';
import { NO_APPROVALS } from '../../../../domain/admin/custom-code.js';
import { contentSecurityPolicy } from '../../../../site/http/csp.js';

const item = {
  id: 'prod-apron',
  title: 'Linen Apron',
  structuredContent: {
    productType: 1,
    variants: [
      { id: 'a', price: 4200, salePrice: 0, onSale: false },
      { id: 'b', price: 4800, salePrice: 3900, onSale: true },
    ],
  },
};

const order = {
  id: 'order-1',
  purchasedCartId: 'cart-1',
  testMode: true,
  websiteId: 'site-1',
  currencyCode: 'USD',
  items: [{ sku: 'APR', productName: 'Linen Apron', quantity: 2, unitPriceCents: 4200 }],
  grandTotalCents: 8900,
  shippingTotalCents: 500,
  taxTotalCents: 0,
};

const on = { id: 'site-1', featureFlags: { siteVisitorTrackingEvents: true }, storeSettings: { selectedCurrency: 'EUR' } };

describe('the page config of the tracking events', () => {
  it('is absent while the flag is off and no pixel is configured', () => {
    expect(commerceEventsConfig({ id: 'site-1' }, { item }, 'col-shop', NO_APPROVALS)).toBeUndefined();
    expect(commerceEventsConfig({ id: 'site-1', featureFlags: { siteVisitorTrackingEvents: false } }, { item }, 'col-shop', NO_APPROVALS)).toBeUndefined();
  });

  it('gives a product page its product at the lowest selling price', () => {
    expect(productSummary(item)).toEqual({ itemId: 'prod-apron', name: 'Linen Apron', productType: 1, priceCents: 3900 });
    expect(commerceEventsConfig(on, { item }, 'col-shop', NO_APPROVALS)).toEqual({
      events: true,
      websiteId: 'site-1',
      pageId: 'col-shop',
      currency: 'EUR',
      product: { itemId: 'prod-apron', name: 'Linen Apron', productType: 1, priceCents: 3900 },
      // TRACKING_ENVIRONMENT unset: prod, on this site's own pipeline.
      pipeline: { environment: 'prod', host: '' },
    });
  });

  it('gives the order-confirmed page (202) its order, in the order\'s currency', () => {
    const config = commerceEventsConfig(on, { pageType: 202, order }, 'order-confirmed', NO_APPROVALS);
    expect(config?.currency).toBe('USD');
    expect(config?.order).toEqual({
      id: 'order-1',
      purchasedCartId: 'cart-1',
      testMode: true,
      websiteId: 'site-1',
      items: [{ sku: 'APR', productName: 'Linen Apron', quantity: 2, unitPriceCents: 4200 }],
      grandTotalCents: 8900,
      shippingTotalCents: 500,
      taxTotalCents: 0,
    });
    expect(commerceEventsConfig(on, { pageType: 50, order }, 'x', NO_APPROVALS)?.order).toBeUndefined();
  });

  const pixelSite = { id: 'site-1', adPixel: { scriptUrl: 'https://px.test/p.js', pixelId: 'PX' } };
  const approved = (url: string) => ({ codeInjection: null, adPixel: { url, approvedBy: 'owner@shop.test', approvedAt: 1 } });

  it('carries a configured ad pixel an ADMIN allowed at its address, even with the flag off', () => {
    const config = commerceEventsConfig(pixelSite, {}, 'home', approved('https://px.test/p.js'));
    expect(config).toMatchObject({ events: false, adPixel: { scriptUrl: 'https://px.test/p.js', pixelId: 'PX' } });
  });

  it('leaves out an ad pixel no ADMIN allowed, or allowed at another address', () => {
    expect(commerceEventsConfig(pixelSite, {}, 'home', NO_APPROVALS)).toBeUndefined();
    expect(commerceEventsConfig(pixelSite, {}, 'home', approved('https://px.test/old.js'))).toBeUndefined();
    expect(commerceEventsConfig({ ...pixelSite, featureFlags: { siteVisitorTrackingEvents: true } }, {}, 'home', NO_APPROVALS)?.adPixel).toBeUndefined();
  });
});

describe('the policy of a page with an allowed ad pixel', () => {
  it('allows scripts and calls from the pixel\'s origin, and no other', () => {
    const policy = contentSecurityPolicy({ hashes: [], origins: ['https://px.test'] });
    expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')* https:\/\/px\.test(;|$)/);
    expect(policy).toMatch(/connect-src 'self' https:\/\/px\.test(;|$)/);
    expect(contentSecurityPolicy()).not.toContain('px.test');
  });
});
