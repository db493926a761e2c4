import { describe, expect, it } from 'vitest';
import { addToCartContent, adPixelPurchase, analyticsId, checkoutConfirmedData, parseConfig, purchaseContent, viewContent, type EventContext } from './commerce-payloads.js';
import type { BrowserEnv } from './event-fields.js';
import { testFacts } from './test-facts.js';
import type { CartAddDetail, CommerceEventsConfig, OrderSummary } from '../../domain/tracking/commerce-events.js';
import { addToCartContent as addSchema, checkoutConfirmedData as confirmedSchema, purchaseContent as purchaseSchema, viewContent as viewSchema } from '../../domain/tracking/commerce-event-schemas.js';

const env: BrowserEnv = {
  href: 'https://shop.test/shop/p/linen-apron?ref=mail',
  pathname: '/shop/p/linen-apron',
  hash: '',
  search: '?ref=mail',
  title: 'Linen Apron — Shop',
  referrer: 'https://elsewhere.test/',
  userAgent: 'UA/1',
  language: 'fr-FR',
  viewportWidth: 390,
  viewportHeight: 844,
  screenWidth: 390,
  screenHeight: 844,
  now: 1_700_000_000_000,
  localStorageSupported: true,
};

const config: CommerceEventsConfig = {
  events: true,
  websiteId: 'site-fern-finch',
  pageId: 'col-shop',
  currency: 'USD',
  product: { itemId: 'prod-apron', name: 'Linen Apron', productType: 1, priceCents: 4200 },
};

const ctx: EventContext = { config, facts: testFacts({ websiteLocale: 'en-US' }), env, visitorCookie: 'v-123|1|2|3|4' };

/** The order's lines, each with the unit price the payloads must show for its cents. */
const orderLines = [
  { sku: 'APR-NAT-S', productName: 'Linen Apron', quantity: 2, unitPriceCents: 4200, shownPrice: 42 },
  { sku: 'BWL-1', productName: 'Stoneware Bowl', quantity: 1, unitPriceCents: 1850, shownPrice: 18.5 },
];

const order: OrderSummary = {
  id: 'order-9',
  purchasedCartId: 'cart-7',
  testMode: true,
  websiteId: 'site-fern-finch',
  items: orderLines.map(({ sku, productName, quantity, unitPriceCents }) => ({ sku, productName, quantity, unitPriceCents })),
  grandTotalCents: 11_150,
  shippingTotalCents: 500,
  taxTotalCents: 0,
};

function added(overrides: Partial<CartAddDetail> = {}): CartAddDetail {
  return {
    itemId: 'prod-apron',
    variantId: 'var-apron-natural-s',
    sku: 'APR-NAT-S',
    quantity: 2,
    cart: {
      id: 'cart-7',
      currencyCode: 'USD',
      entries: [
        { itemId: 'prod-bowl', variantId: 'var-bowl', title: 'Stoneware Bowl', productType: 1, purchasePriceCents: 1850, chosenVariant: { sku: 'BWL-1', attributes: {} } },
        { itemId: 'prod-apron', variantId: 'var-apron-natural-s', title: 'Linen Apron', productType: 1, purchasePriceCents: 3990, chosenVariant: { sku: 'APR-NAT-S', attributes: { Color: 'Natural', Size: 'S/M' } } },
      ],
    },
    ...overrides,
  };
}

describe('the analytics event with every field of 001 §3', () => {
  const FIELDS = ['analytics_id', 'session_id', 'page_host', 'page_path', 'page_query_params', 'page_referrer_url', 'browser_language', 'window_width', 'window_height', 'user_agent', 'timestamp', 'custom_schema_name', 'source_environment', 'context_website_id', 'member_account_id', 'object_identifier', 'resolved_locale', 'website_locale', 'member_account_locale'];

  it('carries each field, the analytics and session ids from the session, the item as object_identifier', () => {
    const content = viewContent({ ...ctx, facts: testFacts({ websiteLocale: 'en-US', itemId: 'prod-apron' }), session: { sessionId: 'sess-12345678', analyticsId: 'an-12345678' } }, config.product!, 'cart-7');
    for (const field of FIELDS) expect(Object.keys(content)).toContain(field);
    expect(content).toMatchObject({ analytics_id: 'an-12345678', session_id: 'sess-12345678', object_identifier: 'prod-apron', member_account_locale: null });
    expect(viewSchema.safeParse(content).success).toBe(true);
  });

  it('names the page as object_identifier off an item, and the member’s locale when one is signed in', () => {
    const content = viewContent({ ...ctx, facts: testFacts({ websiteLocale: 'en-US', itemId: '', memberAccountId: 'member-1' }) }, config.product!, null);
    expect(content).toMatchObject({ object_identifier: 'col-shop', member_account_locale: 'fr-FR', session_id: null, analytics_id: 'v-123' });
    expect(viewSchema.safeParse(content).success).toBe(true);
  });
});

describe('the view event', () => {
  it('carries website_id, page_id, cart_id and the product with its price divided by 100', () => {
    const content = viewContent(ctx, config.product!, 'cart-7');
    expect(content).toMatchObject({
      website_id: 'site-fern-finch',
      page_id: 'col-shop',
      cart_id: 'cart-7',
      product_id: 'prod-apron',
      product_name: 'Linen Apron',
      product_type: 1,
      price: 42,
      currency: 'USD',
      analytics_id: 'v-123',
      page_host: 'shop.test',
      page_path: '/shop/p/linen-apron',
      page_query_params: 'ref=mail',
      page_referrer_url: 'https://elsewhere.test/',
      browser_language: 'fr-FR',
      window_width: 390,
      timestamp: 1_700_000_000_000,
      custom_schema_name: 'site_visitor_view',
      website_locale: 'en-US',
    });
    expect(viewSchema.safeParse(content).success).toBe(true);
  });

  it('says cart_id null for a visitor without a cart and analytics_id null without the visitor cookie', () => {
    const content = viewContent({ ...ctx, visitorCookie: undefined }, config.product!, null);
    expect(content.cart_id).toBeNull();
    expect(content.analytics_id).toBeNull();
    expect(viewSchema.safeParse(content).success).toBe(true);
  });
});

describe('the add-to-cart event', () => {
  it('takes the added line from the cart the server answered: its variant, quantity and price paid', () => {
    const content = addToCartContent(ctx, added())!;
    expect(content).toMatchObject({
      cart_id: 'cart-7',
      product_id: 'prod-apron',
      product_name: 'Linen Apron',
      sku: 'APR-NAT-S',
      variant_id: 'var-apron-natural-s',
      variant: { Color: 'Natural', Size: 'S/M' },
      quantity: 2,
      price: 39.9,
      currency: 'USD',
      custom_schema_name: 'site_visitor_add_to_cart',
    });
    expect(addSchema.safeParse(content).success).toBe(true);
  });

  it('sends nothing when the cart does not hold the line or has no id', () => {
    expect(addToCartContent(ctx, added({ variantId: 'var-other' }))).toBeUndefined();
    expect(addToCartContent(ctx, added({ cart: { ...added().cart, id: null } }))).toBeUndefined();
  });
});

describe('the purchase', () => {
  it('carries the order fields, prices divided by 100', () => {
    const content = purchaseContent({ ...ctx, config: { ...config, pageId: 'order-confirmed' } }, order);
    expect(content).toMatchObject({
      website_id: 'site-fern-finch',
      page_id: 'order-confirmed',
      cart_id: 'cart-7',
      order_id: 'order-9',
      test_mode: true,
      currency: 'USD',
      items: orderLines.map(({ sku, productName, quantity, shownPrice }) => ({ sku, product_name: productName, quantity, unit_price: shownPrice })),
      grand_total: 111.5,
      shipping_total: 5,
      tax_total: 0,
    });
    expect(purchaseSchema.safeParse(content).success).toBe(true);
  });

  it('gives the checkout-confirmed event and the ad pixel the order and its total', () => {
    const confirmed = checkoutConfirmedData(config, order);
    expect(confirmed).toEqual({ websiteId: 'site-fern-finch', orderId: 'order-9', purchasedCartId: 'cart-7', testMode: true, grandTotal: 111.5, currency: 'USD' });
    expect(confirmedSchema.safeParse(confirmed).success).toBe(true);
    expect(adPixelPurchase({ ...config, adPixel: { scriptUrl: 'https://px.test/p.js', pixelId: 'PX-1' } }, order)).toEqual({
      pixel_id: 'PX-1',
      order_id: 'order-9',
      value: 111.5,
      currency: 'USD',
      contents: [
        { id: 'APR-NAT-S', quantity: 2, item_price: 42 },
        { id: 'BWL-1', quantity: 1, item_price: 18.5 },
      ],
    });
  });
});

describe('reading the page block', () => {
  it('reads a config and refuses anything else', () => {
    expect(parseConfig(JSON.stringify(config))).toEqual(config);
    expect(parseConfig('')).toBeUndefined();
    expect(parseConfig('{oops')).toBeUndefined();
    expect(parseConfig('{"events":"yes","websiteId":"s"}')).toBeUndefined();
  });

  it('takes the analytics id from the visitor record', () => {
    expect(analyticsId('abc|1|2|3|4')).toBe('abc');
    expect(analyticsId(undefined)).toBeNull();
  });
});
