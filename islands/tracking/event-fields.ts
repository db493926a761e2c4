/** Spec 000 §3: the page fields every census event carries, from the page's facts and the browser. */
import type { PageFacts } from '../../domain/tracking/page-facts.js';

/** What the browser tells (read by browser-env.ts; plain values, so the builder stays pure). */
export interface BrowserEnv {
  href: string;
  pathname: string;
  hash: string;
  search: string;
  title: string;
  referrer: string;
  userAgent: string;
  language: string;
  viewportWidth: number;
  viewportHeight: number;
  screenWidth: number;
  screenHeight: number;
  now: number;
  localStorageSupported: boolean;
}

export type EventFields = Record<string, string | number | boolean | null>;

export function eventFields(facts: PageFacts, env: BrowserEnv, visitorCookie: string | undefined): EventFields {
  return {
    websiteId: facts.websiteId,
    templateId: facts.templateId,
    variantId: facts.variantId || null,
    memberAccountId: facts.memberAccountId || null,
    pagePath: env.pathname,
    pageHash: env.hash,
    member_locale: env.language,
    website_locale: facts.websiteLocale,
    userAgent: env.userAgent,
    clientDate: env.now,
    viewportWidth: env.viewportWidth,
    viewportHeight: env.viewportHeight,
    screenWidth: env.screenWidth,
    screenHeight: env.screenHeight,
    url: env.href,
    title: env.title,
    itemId: facts.itemId || null,
    recordType: facts.recordType === '' ? null : Number(facts.recordType),
    collectionId: facts.collectionId || null,
    pagePermissionTypeValue: Number(facts.pagePermissionTypeValue) || 1,
    visitorCookie: visitorCookie ?? null,
    pageTitle: facts.pageTitle,
    pageId: facts.pageId || null,
    contentSource: facts.itemId ? 'i' : 'c',
  };
}

/** A page view's fields: the event fields plus localStorageSupported, queryString and referrer. */
export function pageViewFields(facts: PageFacts, env: BrowserEnv, visitorCookie: string | undefined): EventFields {
  return {
    ...eventFields(facts, env, visitorCookie),
    localStorageSupported: env.localStorageSupported,
    queryString: env.search.replace(/^\?/, ''),
    referrer: env.referrer,
  };
}
