import { describe, expect, it } from 'vitest';
import { eventFields, pageViewFields, type BrowserEnv } from './event-fields.js';
import { testFacts } from './test-facts.js';

const env: BrowserEnv = {
  href: 'http://shop.test/shop/p/mug?ref=x#top',
  pathname: '/shop/p/mug',
  hash: '#top',
  search: '?ref=x',
  title: 'Mug — Shop',
  referrer: 'http://elsewhere.test/',
  userAgent: 'UA/1',
  language: 'fr-FR',
  viewportWidth: 800,
  viewportHeight: 600,
  screenWidth: 1920,
  screenHeight: 1080,
  now: 1_700_000_000_000,
  localStorageSupported: true,
};

describe('the event fields (spec 000 §3)', () => {
  it('carries every field of an item page', () => {
    expect(eventFields(testFacts({ memberAccountId: 'u1' }), env, 'v|1|2|3|4')).toEqual({
      websiteId: 'site-1',
      templateId: 'product',
      variantId: null,
      memberAccountId: 'u1',
      pagePath: '/shop/p/mug',
      pageHash: '#top',
      member_locale: 'fr-FR',
      website_locale: 'en-US',
      userAgent: 'UA/1',
      clientDate: 1_700_000_000_000,
      viewportWidth: 800,
      viewportHeight: 600,
      screenWidth: 1920,
      screenHeight: 1080,
      url: 'http://shop.test/shop/p/mug?ref=x#top',
      title: 'Mug — Shop',
      itemId: 'prod-mug',
      recordType: 11,
      collectionId: 'shop',
      pagePermissionTypeValue: 1,
      visitorCookie: 'v|1|2|3|4',
      pageTitle: 'Mug',
      pageId: 'shop',
      contentSource: 'i',
    });
  });

  it('marks a collection page with contentSource c', () => {
    const fields = eventFields(testFacts({ itemId: '', recordType: '' }), env, undefined);
    expect(fields).toMatchObject({ contentSource: 'c', itemId: null, recordType: null, visitorCookie: null });
  });

  it('adds localStorageSupported, queryString and referrer to page views', () => {
    expect(pageViewFields(testFacts(), env, undefined)).toMatchObject({ localStorageSupported: true, queryString: 'ref=x', referrer: 'http://elsewhere.test/' });
  });
});
