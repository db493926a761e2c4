/** The keys every context carries, and the page type of each kind of page. */
import { PageType } from '../../domain/enums/page-type.js';
import type { SiteContent } from './types.js';
import { isJsonObject, type JsonObject } from '../../domain/json-object.js';

export const PAGE_TYPES = {
  list: PageType.byName['main-content'],
  page: PageType.byName.page,
  item: PageType.byName['content-item'],
  notFound: PageType.byName['not-found'],
  search: PageType.byName.search,
  cart: PageType.byName['show-cart'],
  checkout: PageType.byName.checkout,
  orderConfirmed: PageType.byName['order-confirmed'],
  // The platform has no gift-card page type; its purchase page shares the donation page's.
  giftCard: PageType.byName.donate,
  // The subscription page (a cart token's subscription, its plan and checkout) has the platform's one subscription page type.
  subscription: PageType.byName['subscription-confirmed'],
} as const;

/**
 * `website` and `websiteSettings` (the same settings: templates read some under one name and
 * some under the other), `navigation` (the stored links by navigation name) and
 * `localizedStrings` (the website's, else empty).
 */
export function siteContext(content: SiteContent): JsonObject {
  const strings = content.website['localizedStrings'];
  return {
    website: content.website,
    websiteSettings: content.website,
    navigation: content.navigation,
    localizedStrings: isJsonObject(strings) ? strings : {},
  };
}
