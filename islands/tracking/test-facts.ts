// Page facts for the tests: a public product page of an anonymous visitor.
import type { PageFacts } from '../../domain/tracking/page-facts.js';

export function testFacts(overrides: Partial<PageFacts> = {}): PageFacts {
  return {
    websiteId: 'site-1',
    websiteLocale: 'en-US',
    templateId: 'product',
    variantId: '',
    pageId: 'shop',
    pageTitle: 'Mug',
    collectionId: 'shop',
    itemId: 'prod-mug',
    recordType: '11',
    pageType: '50',
    pagePermissionTypeValue: '1',
    notFound: false,
    lockScreen: false,
    accessDenied: false,
    searchPage: false,
    censusDisabled: false,
    account: 'none',
    memberAccountId: '',
    cloneable: false,
    bannerEnabled: false,
    restrictiveEnabled: false,
    restrictiveAbsolute: false,
    ...overrides,
  };
}
