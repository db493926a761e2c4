/**
 * The client-side tracking events (spec 000 §7), loaded by main.ts only when the page carries its
 * config block (the feature flag is on or an ad pixel is configured) and tracking is allowed:
 * the product page's view, each add to cart the commerce island announces, and on the order
 * confirmation the purchase and the checkout-confirmed internal event, once per order; the ad
 * pixel's script, called on the purchase if it defined its function. Failures are swallowed.
 */
import { $cart, loadCart } from '../cart-store/cart-store.js';
import { CRUMB_COOKIE } from '../shared/api-request.js';
import {
  AD_PIXEL_GLOBAL,
  AD_PIXEL_PURCHASE,
  CART_ADD_EVENT,
  CHECKOUT_CONFIRMED_EVENT,
  EVENT_SCHEMAS,
  RECORD_EVENT_PATH,
  type AdPixelConfig,
  type CartAddDetail,
  type CommerceEventsConfig,
  type OrderSummary,
} from '../../domain/tracking/commerce-events.js';
import { TRACKING_MESSAGES, VISITOR_RECORD_COOKIE } from '../../domain/tracking/constants.js';
import { eventsUrl, pipelineAccepted, pipelineLogging, THIS_SITE_PIPELINE, validationUrl, type EventPipeline } from '../../domain/tracking/event-pipeline.js';
import type { PageFacts } from '../../domain/tracking/page-facts.js';
import { browserEnv, cookie, post, postForStatus } from './browser.js';
import { addToCartContent, adPixelPurchase, checkoutConfirmedData, parseConfig, purchaseContent, viewContent, type EventContext, type EventSession } from './commerce-payloads.js';

const TRACKED_ORDER_KEY = 'storefront:tracked-order:';

let session: EventSession | undefined;

function context(config: CommerceEventsConfig, facts: PageFacts): EventContext {
  return { config, facts, env: browserEnv(), visitorCookie: cookie(VISITOR_RECORD_COOKIE), ...(session ? { session } : {}) };
}

let pipeline: EventPipeline = THIS_SITE_PIPELINE;
const JSON_HEADERS = { 'content-type': 'application/json' };

/** Sends one event; outside prod its content is validated first and a refusal of either call is warned. */
async function sendEvent(eventSchemaName: string, content: object): Promise<void> {
  const eventContent = JSON.stringify(content);
  const logging = pipelineLogging(pipeline);
  if (logging) {
    const checked = await postForStatus(validationUrl(pipeline, eventSchemaName), eventContent, JSON_HEADERS);
    if (checked !== undefined && !pipelineAccepted(checked)) console.warn(TRACKING_MESSAGES.eventStatus(checked));
  }
  const status = await postForStatus(eventsUrl(pipeline), JSON.stringify({ eventSchemaName, eventContent }), JSON_HEADERS);
  if (logging && status !== undefined && !pipelineAccepted(status)) console.warn(TRACKING_MESSAGES.eventStatus(status));
}

async function currentCartId(): Promise<string | null> {
  const held = $cart.get();
  if (held) return held.id;
  const loaded = await loadCart();
  return loaded.ok ? loaded.data.id : null;
}

/** Whether this order's purchase was already tracked here (a reload of the confirmation). */
function firstTimeFor(orderId: string): boolean {
  try {
    if (localStorage.getItem(TRACKED_ORDER_KEY + orderId) !== null) return false;
    localStorage.setItem(TRACKED_ORDER_KEY + orderId, String(Date.now()));
  } catch {
    // storage blocked: tracked each time the page is shown
  }
  return true;
}

type PixelFunction = (event: string, data: Record<string, unknown>) => void;

function pixelFunction(): PixelFunction | undefined {
  const candidate = (window as unknown as Record<string, unknown>)[AD_PIXEL_GLOBAL];
  return typeof candidate === 'function' ? (candidate as PixelFunction) : undefined;
}

/** Adds the pixel's script; resolves once it ran (or failed to load). */
function loadAdPixel(pixel: AdPixelConfig): Promise<void> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = pixel.scriptUrl;
    script.async = true;
    script.dataset['pixelId'] = pixel.pixelId;
    script.dataset['storefrontAdPixel'] = '';
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => resolve(), { once: true });
    document.head.append(script);
  });
}

async function trackPurchase(config: CommerceEventsConfig, facts: PageFacts, order: OrderSummary, pixelLoaded: Promise<void> | undefined): Promise<void> {
  if (!firstTimeFor(order.id)) return;
  if (config.events) {
    void sendEvent(EVENT_SCHEMAS.purchase, purchaseContent(context(config, facts), order));
    const body = new URLSearchParams({ crumb: cookie(CRUMB_COOKIE) ?? '', event: CHECKOUT_CONFIRMED_EVENT, data: JSON.stringify(checkoutConfirmedData(config, order)) });
    void post(RECORD_EVENT_PATH, body);
  }
  if (pixelLoaded) {
    await pixelLoaded;
    try {
      pixelFunction()?.(AD_PIXEL_PURCHASE, adPixelPurchase(config, order));
    } catch {
      // the pixel's own failure is not the page's
    }
  }
}

export function startCommerceEvents(config: CommerceEventsConfig, facts: PageFacts): void {
  pipeline = config.pipeline ?? THIS_SITE_PIPELINE;
  const pixelLoaded = config.adPixel ? loadAdPixel(config.adPixel) : undefined;
  if (config.order) void trackPurchase(config, facts, config.order, pixelLoaded);
  if (!config.events) return;
  const product = config.product;
  if (product) void currentCartId().then((cartId) => sendEvent(EVENT_SCHEMAS.view, viewContent(context(config, facts), product, cartId)));
  document.addEventListener(CART_ADD_EVENT, (event) => {
    const content = addToCartContent(context(config, facts), (event as CustomEvent<CartAddDetail>).detail);
    if (content) void sendEvent(EVENT_SCHEMAS.addToCart, content);
  });
}

/** Starts from the page's JSON block (its text); a block that is not a config starts nothing. */
export function startFromBlock(text: string | null, facts: PageFacts, ofSession?: EventSession): void {
  session = ofSession;
  const config = parseConfig(text);
  if (config) startCommerceEvents(config, facts);
}
