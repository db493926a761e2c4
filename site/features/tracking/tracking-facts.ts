/**
 * The page facts the tracking script reads (islands/tracking/page-facts.ts), worked out on the
 * server from the resolved page (its context, template and status): the site's ids and cookie
 * settings, the page's collection and item, the not-found/lock/access-denied/search flags, and
 * the signed-in account's kind.
 *
 * Cookie settings come from the stored website settings (`isCloneable`, `cookieBannerSettings`);
 * the `SITE_COOKIE_POLICY` environment variable (JSON of the same four booleans, e.g.
 * `{"restrictiveEnabled":true,"restrictiveAbsolute":true}`) overrides them for one server.
 */
import type { CookieReader } from '../../edge/cookie-jar.js';
import type { CookiePolicySettings } from '../../../domain/tracking/cookie-policy.js';
import type { AccountKind, PageFacts } from '../../../domain/tracking/page-facts.js';
import { PageType } from '../../../domain/enums/page-type.js';
import { findSession } from '../../db/index.js';
import { accountStore } from '../accounts/merchant-user.js';
import { readSessionToken } from '../accounts/site-session.js';
import type { JsonObject } from '../../../domain/json-object.js';
import { readWebsiteSettings } from '../../../domain/content/website-settings.js';


/** Flags a page may set itself (a lock screen, a member-area page refused, a search page…). */
export type PageFlags = Partial<Pick<PageFacts, 'lockScreen' | 'accessDenied' | 'searchPage' | 'censusDisabled'>>;

export interface PageRequest {
  cookies: CookieReader;
  status: number;
  website: JsonObject;
  /** The resolved page's context and the name of its main template. */
  context: JsonObject;
  templateId: string;
  flags?: PageFlags;
}

/** "Page permission type" of a public page (no password or member pages yet). */
const PUBLIC_PAGE = '1';

export async function trackingFacts(req: PageRequest): Promise<PageFacts> {
  const { website, context } = req;
  const { account, memberAccountId } = await signedIn(req.cookies);
  const collection = (context['collection'] ?? {}) as JsonObject;
  const item = (context['item'] ?? {}) as JsonObject;
  const pageType = context['pageType'];
  return {
    websiteId: text(website['id']),
    websiteLocale: text(website['language']),
    templateId: req.templateId,
    variantId: '',
    pageId: text(collection['id']) || req.templateId,
    pageTitle: text(item['title']) || text(collection['title']),
    collectionId: text(collection['id']),
    itemId: text(item['id']),
    recordType: text(item['recordType']),
    pageType: text(pageType),
    pagePermissionTypeValue: PUBLIC_PAGE,
    notFound: req.status === 404 || pageType === PageType.byName['not-found'],
    lockScreen: req.flags?.lockScreen ?? false,
    accessDenied: req.flags?.accessDenied ?? false,
    searchPage: req.flags?.searchPage ?? pageType === PageType.byName.search,
    censusDisabled: req.flags?.censusDisabled ?? website['isCensusDisabled'] === true,
    account,
    memberAccountId,
    ...cookieSettings(website),
  };
}

async function signedIn(cookies: CookieReader): Promise<{ account: AccountKind; memberAccountId: string }> {
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
  const { cookieBanner, isCloneable } = readWebsiteSettings(website);
  const settings: CookiePolicySettings = {
    cloneable: isCloneable,
    bannerEnabled: cookieBanner.enabled,
    restrictiveEnabled: cookieBanner.restrictive,
    restrictiveAbsolute: cookieBanner.restrictiveAbsolute,
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
