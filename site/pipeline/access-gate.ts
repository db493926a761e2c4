/**
 * The one check of the owner's locks on a page request (resolve-page.ts): a locked site answers
 * its lock screen (page type 103) and a protected page or collection its password page (105)
 * until the visitor's access cookie holds that scope; signed-in admins pass. What a granted
 * visitor sees is the content without the protected pages and collections they have not opened
 * (so no query, search or listing shows them).
 */
import type { CookieReader } from '../edge/cookie-jar.js';
import { requiredScopes, type AccessScope, type AccessTarget } from '../../domain/site-access/access.js';
import type { Route, SiteContent } from '../content/types.js';
import { grantedScopes } from '../features/access/access-cookie.js';
import { accessRules, isSignedInAdmin } from '../features/access/access-rules.js';
import { apiStore } from '../server/store.js';

export interface AccessOutcome {
  /** The scope whose password the visitor must enter first; undefined when they may see the page. */
  gate: AccessScope | undefined;
  /** The content this visitor may see. */
  content: SiteContent;
  /** Whether the answer depends on the visitor's passwords (it is then never kept for other visitors). */
  locked: boolean;
}

function targetOf(route: Route): AccessTarget {
  switch (route.kind) {
    case 'home':
      return targetOf(route.target);
    case 'page':
      return { pageId: route.page.page.id };
    case 'collection':
    case 'item':
      return { collectionId: route.collection.collection.id };
    default:
      return {};
  }
}

function withoutClosed(content: SiteContent, closed: (scope: string) => boolean): SiteContent {
  return {
    ...content,
    collections: content.collections.filter((c) => !closed(`collection:${c.collection.id}`)),
    pages: content.pages.filter((p) => !closed(`page:${p.page.id}`)),
  };
}

export async function checkAccess(route: Route, cookies: CookieReader, content: SiteContent, contentKey: string): Promise<AccessOutcome> {
  const { secrets, locks } = await accessRules(await apiStore(), contentKey);
  if (!locks.site && locks.scopes.size === 0) return { gate: undefined, content, locked: false };
  if (await isSignedInAdmin(cookies)) return { gate: undefined, content, locked: true };
  const granted = grantedScopes(cookies, secrets);
  const needed = requiredScopes(locks, targetOf(route));
  const gate = needed.find((scope) => !granted.has(scope));
  // A page needing no password, seen by a visitor who opened none, is the same for everyone: it may be kept.
  const locked = locks.site || needed.length > 0 || [...granted].some((scope) => locks.scopes.has(scope));
  return { gate, content: withoutClosed(content, (scope) => locks.scopes.has(scope) && scope !== 'site' && !granted.has(scope)), locked };
}

/** What anyone may see without a password (the sitemap's content): nothing of a locked site, no protected page or collection. */
export async function openContent(content: SiteContent, contentKey: string): Promise<SiteContent> {
  const { locks } = await accessRules(await apiStore(), contentKey);
  if (locks.site) return { ...content, collections: [], pages: [] };
  return withoutClosed(content, (scope) => locks.scopes.has(scope));
}
