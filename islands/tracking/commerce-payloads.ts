/**
 * The contents of the client-side tracking events (spec 000 §7, behind the feature flag), built
 * from the page's CommerceEventsConfig and plain browser values, so they stay pure: the view and
 * add to cart (website_id, page_id, cart_id, product details), the purchase with the order
 * fields, the checkout-confirmed internal event, and what the ad pixel gets on a purchase.
 * Prices are divided by 100 (§9).
 */
import { trackingPrice, type CartAddDetail, type CommerceEventsConfig, type OrderSummary, type ProductSummary } from '../../domain/tracking/commerce-events.js';
import type { AddToCartContent, CheckoutConfirmedData, PurchaseContent, ViewContent } from '../../domain/tracking/commerce-event-schemas.js';
import type { BrowserEnv } from './event-fields.js';
import type { PageFacts } from '../../domain/tracking/page-facts.js';

type Envelope = Pick<ViewContent, 'website_id' | 'page_id' | 'cart_id' | 'analytics_id' | 'session_id' | 'object_identifier' | 'member_account_locale' | 'page_host' | 'page_path' | 'page_query_params' | 'page_referrer_url' | 'browser_language' | 'window_width' | 'window_height' | 'user_agent' | 'timestamp' | 'custom_schema_name' | 'source_environment' | 'context_website_id' | 'member_account_id' | 'resolved_locale' | 'website_locale'>;

/** The visitor-record cookie's id (its first part), the analytics id of these events. */
export function analyticsId(visitorCookie: string | undefined): string | null {
  const id = visitorCookie?.split('|')[0];
  return id ? id : null;
}

/** The session's ids (session-info.ts); absent where the browser keeps none. */
export interface EventSession {
  sessionId: string;
  analyticsId: string;
}

function envelope(schema: string, ctx: EventContext, cartId: string | null): Envelope {
  const { config, facts, env, visitorCookie, session } = ctx;
  let host = '';
  try {
    host = new URL(env.href).host;
  } catch {
    // a page without an address of its own
  }
  return {
    website_id: config.websiteId,
    page_id: config.pageId,
    cart_id: cartId,
    analytics_id: session?.analyticsId ?? analyticsId(visitorCookie),
    session_id: session?.sessionId ?? null,
    object_identifier: facts.itemId || config.pageId,
    page_host: host,
    page_path: env.pathname,
    page_query_params: env.search.replace(/^\?/, ''),
    page_referrer_url: env.referrer,
    browser_language: env.language,
    window_width: env.viewportWidth,
    window_height: env.viewportHeight,
    user_agent: env.userAgent,
    timestamp: env.now,
    custom_schema_name: schema,
    source_environment: 'storefront',
    context_website_id: config.websiteId,
    member_account_id: facts.memberAccountId || null,
    resolved_locale: env.language || facts.websiteLocale,
    website_locale: facts.websiteLocale,
    // A signed-in member reads the site in their browser's language; a visitor has no account.
    member_account_locale: facts.memberAccountId ? env.language || null : null,
  };
}

export interface EventContext {
  config: CommerceEventsConfig;
  facts: PageFacts;
  env: BrowserEnv;
  visitorCookie: string | undefined;
  session?: EventSession;
}

/** A product page seen: the product and its lowest price. */
export function viewContent(ctx: EventContext, product: ProductSummary, cartId: string | null): ViewContent {
  return {
    ...envelope('site_visitor_view', ctx, cartId),
    product_id: product.itemId,
    product_name: product.name,
    product_type: product.productType,
    currency: ctx.config.currency,
    price: trackingPrice(product.priceCents),
  };
}

/**
 * An add the server accepted: the cart's id and the added line as the cart now holds it (its
 * unit price is the price paid, sale included). Undefined when the cart lacks the line.
 */
export function addToCartContent(ctx: EventContext, added: CartAddDetail): AddToCartContent | undefined {
  const entry = added.cart.entries.find((e) => e.itemId === added.itemId && e.variantId === added.variantId);
  if (!entry || added.cart.id === null) return undefined;
  return {
    ...envelope('site_visitor_add_to_cart', ctx, added.cart.id),
    cart_id: added.cart.id,
    product_id: added.itemId,
    product_name: entry.title,
    product_type: entry.productType,
    currency: added.cart.currencyCode || ctx.config.currency,
    sku: added.sku,
    variant_id: added.variantId,
    variant: entry.chosenVariant?.attributes ?? {},
    quantity: added.quantity,
    price: trackingPrice(entry.purchasePriceCents),
  };
}

/** The purchase: 000 §3's order confirmation fields. */
export function purchaseContent(ctx: EventContext, order: OrderSummary): PurchaseContent {
  return {
    ...envelope('site_visitor_purchase', ctx, order.purchasedCartId),
    website_id: order.websiteId || ctx.config.websiteId,
    cart_id: order.purchasedCartId,
    order_id: order.id,
    test_mode: order.testMode,
    currency: ctx.config.currency,
    items: order.items.map((line) => ({ sku: line.sku, product_name: line.productName, quantity: line.quantity, unit_price: trackingPrice(line.unitPriceCents) })),
    grand_total: trackingPrice(order.grandTotalCents),
    shipping_total: trackingPrice(order.shippingTotalCents),
    tax_total: trackingPrice(order.taxTotalCents),
  };
}

/** The checkout-confirmed internal event's data. */
export function checkoutConfirmedData(config: CommerceEventsConfig, order: OrderSummary): CheckoutConfirmedData {
  return {
    websiteId: order.websiteId || config.websiteId,
    orderId: order.id,
    purchasedCartId: order.purchasedCartId,
    testMode: order.testMode,
    grandTotal: trackingPrice(order.grandTotalCents),
    currency: config.currency,
  };
}

/** What the ad pixel is called with on a purchase. */
export function adPixelPurchase(config: CommerceEventsConfig, order: OrderSummary): Record<string, unknown> {
  return {
    pixel_id: config.adPixel?.pixelId ?? '',
    order_id: order.id,
    value: trackingPrice(order.grandTotalCents),
    currency: config.currency,
    contents: order.items.map((line) => ({ id: line.sku, quantity: line.quantity, item_price: trackingPrice(line.unitPriceCents) })),
  };
}

/** The page's config from its JSON block; undefined when it is missing or not one. */
export function parseConfig(text: string | null | undefined): CommerceEventsConfig | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    if (value === null || typeof value !== 'object') return undefined;
    const config = value as CommerceEventsConfig;
    return typeof config.websiteId === 'string' && typeof config.events === 'boolean' ? config : undefined;
  } catch {
    return undefined;
  }
}
