/**
 * The config of the client-side tracking events (domain/tracking/commerce-events.ts) for one
 * page, worked out on the server from the stored website settings and the resolved page: none
 * unless the feature flag is on or an ad pixel is configured and allowed by an ADMIN at its
 * address (domain/admin/custom-code.ts); the product of a product page (its lowest price) and the
 * order of the order-confirmed page.
 */
import { adPixelAllowed, type CustomCodeApprovals } from '../../../domain/admin/custom-code.js';
import { adPixelOf, commerceEventsOn } from '../../../domain/tracking/ad-pixel.js';
import type { CommerceEventsConfig, OrderSummary, ProductSummary } from '../../../domain/tracking/commerce-events.js';
import { PageType } from '../../../domain/enums/page-type.js';
import { isJsonObject, readFields, type JsonObject } from '../../../domain/json-object.js';
import { currencyOf } from '../../server/store.js';
import { eventPipeline } from './event-pipeline-config.js';

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const list = (value: unknown): JsonObject[] => (Array.isArray(value) ? value.filter(isJsonObject) : []);

/** The item's product: its id, title, type and lowest selling price (a sale price when on sale). */
export function productSummary(item: unknown): ProductSummary | undefined {
  if (!isJsonObject(item) || !isJsonObject(item['structuredContent'])) return undefined;
  const content = item['structuredContent'];
  const variants = list(content['variants']);
  const itemId = str(item['id']);
  if (variants.length === 0 || itemId === '') return undefined;
  const prices = variants.map((v) => (v['onSale'] === true ? num(v['salePrice']) : num(v['price'])));
  return { itemId, name: str(item['title']), productType: num(content['productType']) || 1, priceCents: Math.min(...prices) };
}

/** The order confirmation's fields (site/features/checkout/order-json.ts's shape). */
export function orderSummary(order: unknown): OrderSummary | undefined {
  if (!isJsonObject(order) || str(order['id']) === '') return undefined;
  return {
    ...readFields(order, ['id', 'purchasedCartId', 'websiteId'], str),
    testMode: order['testMode'] === true,
    items: list(order['items']).map((line) => ({ ...readFields(line, ['sku', 'productName'], str), ...readFields(line, ['quantity', 'unitPriceCents'], num) })),
    ...readFields(order, ['grandTotalCents', 'shippingTotalCents', 'taxTotalCents'], num),
  };
}

export function commerceEventsConfig(website: JsonObject, context: JsonObject, pageId: string, approvals: CustomCodeApprovals): CommerceEventsConfig | undefined {
  const events = commerceEventsOn(website);
  const configured = adPixelOf(website);
  const adPixel = configured && adPixelAllowed(approvals, configured.scriptUrl) ? configured : undefined;
  if (!events && !adPixel) return undefined;
  const product = productSummary(context['item']);
  const order = context['pageType'] === PageType.byName['order-confirmed'] ? orderSummary(context['order']) : undefined;
  return {
    events,
    websiteId: str(website['id']),
    pageId,
    currency: str(isJsonObject(context['order']) ? context['order']['currencyCode'] : '') || currencyOf(website),
    ...(product ? { product } : {}),
    ...(order ? { order } : {}),
    ...(adPixel ? { adPixel } : {}),
    pipeline: eventPipeline(),
  };
}
