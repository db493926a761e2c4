/** The owner's locks as the admin shows and changes them: the site's lock screen and each page's or collection's password. */
import type { AccessView, LockView } from '../../../domain/admin/access/access-view.js';
import type { AccessScope } from '../../../domain/site-access/access.js';
import type { SiteContent } from '../../content/types.js';
import type { Store } from '../../db/index.js';
import { clearScopePassword, readAccessSecrets, setScopePassword, type AccessSecrets } from '../../features/access/access-store.js';
import { siteContent } from '../../server/store.js';
import { notFound } from '../content/refusal.js';
import { readWebsiteSettings } from '../../../domain/content/website-settings.js';

function lock(secrets: AccessSecrets, scope: AccessScope, kind: LockView['kind'], title: string, url: string): LockView {
  const secret = secrets.get(scope);
  return { scope, kind, title, url, locked: secret !== undefined, updatedAt: secret?.updatedAt ?? null };
}

export async function accessView(store: Store): Promise<AccessView> {
  const [secrets, { content }] = await Promise.all([readAccessSecrets(store), siteContent()]);
  const title = readWebsiteSettings(content.website).siteTitle || 'The site';
  return {
    site: lock(secrets, 'site', 'site', title, '/'),
    pages: content.pages.map((p) => lock(secrets, `page:${p.page.id}`, 'page', p.page.title, p.page.fullUrl)),
    collections: content.collections.map((c) => lock(secrets, `collection:${c.collection.id}`, 'collection', c.collection.title, c.collection.fullUrl)),
  };
}

/** 404 unless the scope names the site or a page or collection that exists. */
function assertKnown(content: SiteContent, scope: AccessScope): void {
  if (scope === 'site') return;
  const [kind, id] = scope.split(':') as ['page' | 'collection', string];
  const found = kind === 'page' ? content.pages.some((p) => p.page.id === id) : content.collections.some((c) => c.collection.id === id);
  if (!found) throw notFound(kind === 'page' ? 'The page' : 'The collection');
}

export async function setLock(store: Store, scope: AccessScope, password: string): Promise<AccessView> {
  assertKnown((await siteContent()).content, scope);
  await setScopePassword(store, scope, password);
  return accessView(store);
}

export async function clearLock(store: Store, scope: AccessScope): Promise<AccessView> {
  await clearScopePassword(store, scope);
  return accessView(store);
}
