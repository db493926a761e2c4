/** The context of a platform page (cart, checkout, order confirmed, gift card) before the pipeline adds the visitor's data. */
import { siteContext, PAGE_TYPES } from './site-context.js';
import type { PlatformPageName, SiteContent } from './types.js';
import type { JsonObject } from '../../domain/json-object.js';

const PLATFORM_PAGE_TYPES: ReadonlyMap<PlatformPageName, number> = new Map<PlatformPageName, number>([
  ['cart', PAGE_TYPES.cart],
  ['checkout', PAGE_TYPES.checkout],
  ['order-confirmed', PAGE_TYPES.orderConfirmed],
  ['gift-card', PAGE_TYPES.giftCard],
  ['subscription', PAGE_TYPES.subscription],
]);

export function platformContext(name: PlatformPageName, content: SiteContent): JsonObject {
  return { ...siteContext(content), pageType: PLATFORM_PAGE_TYPES.get(name) };
}
