/**
 * The page a locked request answers instead of its own: the lock screen (page type 103) or a
 * protected page's password page (105), with a form posting the password to `/api/site-access`.
 * A locked site shows nothing of its content: its layout gets only the site's name and language.
 */
import { ACCESS_MESSAGES, type AccessScope } from '../../domain/site-access/access.js';
import { PageType } from '../../domain/enums/page-type.js';
import type { SiteContent } from '../content/types.js';
import { siteContext } from '../content/site-context.js';
import type { JsonObject } from '../../domain/json-object.js';

export const ACCESS_PATH = '/api/site-access';
export const LOCK_TEMPLATE = 'lock-screen';
export const PROTECTED_TEMPLATE = 'protected-content';

const PUBLIC_WEBSITE_KEYS = ['id', 'siteTitle', 'language', 'timeZone', 'logoImageUrl', 'cookieBannerSettings'];

/** The content a locked site's lock screen may show. */
export function lockedSiteContent(content: SiteContent): SiteContent {
  const website: JsonObject = {};
  for (const key of PUBLIC_WEBSITE_KEYS) if (Object.hasOwn(content.website, key)) website[key] = content.website[key];
  return { website, navigation: {}, collections: [], pages: [] };
}

export interface AccessPageInput {
  scope: AccessScope;
  /** The content the page may show (lockedSiteContent for the site's lock). */
  content: SiteContent;
  crumb: string;
  returnTo: string;
  error: string | undefined;
}

export function accessPageContext(input: AccessPageInput): { context: JsonObject; templateName: string } {
  const site = input.scope === 'site';
  const title = site ? ACCESS_MESSAGES.lockedTitle : ACCESS_MESSAGES.protectedTitle;
  const context: JsonObject = {
    ...siteContext(input.content),
    pageType: site ? PageType.byName['lock-screen'] : PageType.byName['protected-content'],
    collection: { id: site ? 'lock-screen' : 'protected-content', title, typeName: 'page', fullUrl: input.returnTo },
    access: {
      scope: input.scope,
      title,
      text: site ? ACCESS_MESSAGES.lockedText : ACCESS_MESSAGES.protectedText,
      action: ACCESS_PATH,
      crumb: input.crumb,
      returnTo: input.returnTo,
      error: input.error ?? null,
    },
  };
  return { context, templateName: site ? LOCK_TEMPLATE : PROTECTED_TEMPLATE };
}
