/**
 * The page facts the tracking script reads (islands/tracking/page-facts.ts), computed on the
 * server for each page: the site's ids and cookie settings, the page's collection and item,
 * the not-found/lock/access-denied/search flags, and the signed-in account's kind.
 *
 * Cookie settings come from website.json (`isCloneable`, `cookieBannerSettings`); the
 * `SITE_COOKIE_POLICY` environment variable (JSON of the same four booleans, e.g.
 * `{"restrictiveEnabled":true,"restrictiveAbsolute":true}`) overrides them for one server.
 */
import type { AstroCookies } from 'astro';
import type { CookiePolicySettings } from '../../islands/tracking/cookie-policy.js';
import type { AccountKind, PageFacts } from '../../islands/tracking/page-facts.js';
import { findSession } from '../db/index.js';
import { accountStore } from '../server/merchant-user.js';
import { readSessionToken } from '../server/site-session.js';
import { PAGE_TYPE, resolveDemoRoute, type DemoRoute } from './demo-routes.js';
import type { JsonObject } from './demo-store.js';
import { demoStore } from './demo-store-data.js';

/** Flags a page may set itself (a lock screen, a member-area page refused, a search page…). */
export type PageFlags = Partial<Pick<PageFacts, 'lockScreen' | 'accessDenied' | 'searchPage' | 'censusDisabled'>>;

export interface PageRequest {
  url: URL;
  cookies: AstroCookies;
  status: number;
  routePattern: string;
  params: Record<string, string | undefined>;
  flags?: PageFlags;
}

/** "Page permission type" of a public page (the demo has no password or member pages). */
const PUBLIC_PAGE = '1';

export async function trackingFacts(req: PageRequest): Promise<PageFacts> {
  const website = demoStore.website.website as JsonObject;
  const page = pageContent(req.routePattern, req.params);
  const { account, memberAccountId } = await signedIn(req.cookies);
  const collection = (page.context['collection'] ?? {}) as JsonObject;
  const item = (page.context['item'] ?? {}) as JsonObject;
  return {
    websiteId: text(website['id']),
    websiteLocale: text(website['language']),
    templateId: page.template,
    variantId: '',
    pageId: text(collection['id']) || page.template,
    pageTitle: text(item['title']) || text(collection['title']),
    collectionId: text(collection['id']),
    itemId: text(item['id']),
    recordType: text(item['recordType']),
    pageType: text(page.context['pageType']),
    pagePermissionTypeValue: PUBLIC_PAGE,
    notFound: req.status === 404 || page.context['pageType'] === PAGE_TYPE.notFound,
    lockScreen: req.flags?.lockScreen ?? false,
    accessDenied: req.flags?.accessDenied ?? false,
    searchPage: req.flags?.searchPage ?? req.url.pathname.replace(/\/$/, '') === '/search',
    censusDisabled: req.flags?.censusDisabled ?? website['isCensusDisabled'] === true,
    account,
    memberAccountId,
    ...cookieSettings(website),
  };
}

function pageContent(routePattern: string, params: PageRequest['params']): { template: string; context: JsonObject } {
  const slug = params['slug'] ?? '';
  const routes: Record<string, DemoRoute> = {
    '/shop': { page: 'shop' },
    '/shop/p/[slug]': { page: 'product', slug },
    '/blog': { page: 'blog' },
    '/blog/[slug]': { page: 'blog-post', slug },
    '/gallery': { page: 'gallery' },
    '/events': { page: 'events' },
    '/contact': { page: 'contact' },
    '/cart': { page: 'cart' },
  };
  const route = routes[routePattern];
  if (route) return resolveDemoRoute(demoStore, route);
  if (routePattern === '/checkout') return { template: 'checkout', context: { pageType: PAGE_TYPE.checkout, collection: { id: 'checkout' } } };
  if (routePattern.startsWith('/checkout/order-confirmed')) {
    return { template: 'order-confirmed', context: { pageType: PAGE_TYPE.orderConfirmed, collection: { id: 'order-confirmed' } } };
  }
  if (routePattern === '/') return { template: 'home', context: { pageType: PAGE_TYPE.page, collection: { id: 'home', title: text((demoStore.website.website as JsonObject)['siteTitle']) } } };
  return resolveDemoRoute(demoStore, { page: 'not-found', path: routePattern });
}

async function signedIn(cookies: AstroCookies): Promise<{ account: AccountKind; memberAccountId: string }> {
  const token = readSessionToken(cookies);
  if (token === undefined) return { account: 'none', memberAccountId: '' };
  try {
    const session = await findSession(await accountStore(), token);
    if (!session) return { account: 'none', memberAccountId: '' };
    const roles = session.user.roles;
    return { account: roles.length === 1 && roles[0] === 'VIEWER' ? 'viewer' : 'other', memberAccountId: session.user.id };
  } catch (error) {
    console.error('[tracking] the session could not be read:', error);
    return { account: 'other', memberAccountId: '' };
  }
}

function cookieSettings(website: JsonObject): CookiePolicySettings {
  const banner = (website['cookieBannerSettings'] ?? {}) as JsonObject;
  const settings: CookiePolicySettings = {
    cloneable: website['isCloneable'] === true,
    bannerEnabled: banner['isCookieBannerEnabled'] === true,
    restrictiveEnabled: banner['isRestrictiveCookiePolicyEnabled'] === true,
    restrictiveAbsolute: banner['isRestrictiveCookiePolicyAbsolute'] === true,
  };
  const override = process.env['SITE_COOKIE_POLICY'];
  if (!override) return settings;
  try {
    const given = JSON.parse(override) as Record<string, unknown>;
    for (const key of Object.keys(settings) as (keyof CookiePolicySettings)[]) if (typeof given[key] === 'boolean') settings[key] = given[key];
  } catch {
    console.error('[tracking] SITE_COOKIE_POLICY is not JSON; ignored');
  }
  return settings;
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
