/**
 * Spec 000 §7: the client-side tracking events behind a feature flag — the site visitor's view
 * and add to cart (website_id, page_id, cart_id, product details), the purchase with the order
 * fields, the checkout-confirmed internal event — and the ad pixel invoked if present. The page
 * hands the browser one JSON block (site/features/tracking/commerce-events.ts writes it, islands/tracking reads
 * it); without it no event code is loaded.
 */

import type { EventPipeline } from './event-pipeline.js';

/** The website's feature flag (`website.featureFlags`), off unless set. */
export const COMMERCE_EVENTS_FLAG = 'siteVisitorTrackingEvents';

export { COMMERCE_EVENTS_ELEMENT_ID } from './constants.js';
export { CART_ADD_EVENT, type CartAddDetail } from '../commerce/product-data.js';

/** The internal events call (000 §7): form-encoded crumb, event, data (a JSON string). */
export const RECORD_EVENT_PATH = '/api/events/RecordEvent';

export const EVENT_SCHEMAS = {
  view: 'site_visitor_view',
  addToCart: 'site_visitor_add_to_cart',
  purchase: 'site_visitor_purchase',
} as const;
export type EventSchemaName = (typeof EVENT_SCHEMAS)[keyof typeof EVENT_SCHEMAS];
export const EVENT_SCHEMA_NAMES = Object.values(EVENT_SCHEMAS) as [EventSchemaName, ...EventSchemaName[]];

/** The internal event sent once an order is confirmed. */
export const CHECKOUT_CONFIRMED_EVENT = 'checkout_confirmed';

/** The function an ad-pixel script defines on `window`; called as `(event, data)` when present. */
export const AD_PIXEL_GLOBAL = 'storefrontAdPixel';
export const AD_PIXEL_PURCHASE = 'Purchase';

/** "Tracking prices divide by 100." */
export function trackingPrice(cents: number): number {
  return Math.round(cents) / 100;
}

export interface ProductSummary {
  itemId: string;
  name: string;
  productType: number;
  /** The lowest price a variant sells at, in cents. */
  priceCents: number;
}

export interface OrderLineSummary {
  sku: string;
  productName: string;
  quantity: number;
  unitPriceCents: number;
}

/** Spec 000 §3's order confirmation: id, purchasedCartId, testMode, websiteId, items, totals. */
export interface OrderSummary {
  id: string;
  purchasedCartId: string;
  testMode: boolean;
  websiteId: string;
  items: OrderLineSummary[];
  grandTotalCents: number;
  shippingTotalCents: number;
  taxTotalCents: number;
}

export interface AdPixelConfig {
  scriptUrl: string;
  pixelId: string;
}

/** What the page tells the browser's event code. */
export interface CommerceEventsConfig {
  /** The feature flag: the view, add-to-cart, purchase and checkout-confirmed events. */
  events: boolean;
  websiteId: string;
  pageId: string;
  currency: string;
  product?: ProductSummary;
  order?: OrderSummary;
  adPixel?: AdPixelConfig;
  /** Where the events go (event-pipeline.ts); absent: this site, prod. */
  pipeline?: EventPipeline;
}
