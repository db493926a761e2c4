/** A navigation's links as `<squarespace:navigation>` templates see them, marked for the current page. */
import { contentIndex, type ContentIndex, type HomeTarget } from './content-index.js';
import type { NavItem, NavLink, SiteContent } from './types.js';
import { internalPath, normalizePath } from './urls.js';

type Linked = { header: { id: string; urlId: string; fullUrl: string; title: string; typeName: string }; home: boolean };

/**
 * A link is `active` on its own URL, and a link to a collection also on the collection's item
 * pages and, when that collection or page is the home page, on `/`. A folder is `folderActive`
 * when a link inside it is active or folder-active.
 */
export function navigationItems(links: readonly NavLink[], content: SiteContent, currentPath: string): NavItem[] {
  const index = contentIndex(content);
  const current = normalizePath(currentPath);
  return links.map((link) => navItem(link, index, current));
}

function navItem(link: NavLink, index: ContentIndex, current: string | undefined): NavItem {
  const path = internalPath(link.url);
  const linked = path === undefined ? undefined : linkedTo(path, index);
  const result: NavItem = { title: link.title, active: false, folderActive: false };
  if (linked) {
    const { header } = linked;
    result.collection = {
      id: header.id,
      urlId: header.urlId,
      fullUrl: path === '/' ? '/' : header.fullUrl,
      navigationTitle: link.title,
      title: header.title,
      typeName: header.typeName,
    };
    result.active = current !== undefined && isActive(current, path ?? '', header.fullUrl, header.typeName !== 'page', linked.home);
  } else if (link.items) {
    result.collection = { id: '', urlId: '', fullUrl: link.url, navigationTitle: link.title, title: link.title, typeName: 'folder' };
  } else {
    result.externalLink = { url: link.url, newWindow: link.newWindow === true, title: link.title };
    result.active = current !== undefined && path !== undefined && current === path;
  }
  if (link.items) {
    if (result.collection) result.collection.folder = true;
    result.items = link.items.map((child) => navItem(child, index, current));
    result.folderActive = result.items.some((child) => child.active || child.folderActive);
  }
  return result;
}

function isActive(current: string, linkPath: string, fullUrl: string, isCollection: boolean, isHome: boolean): boolean {
  if (linkPath === '/') return current === '/';
  if (current === fullUrl) return true;
  if (isCollection && current.startsWith(`${fullUrl}/`)) return true;
  return isHome && current === '/';
}

function linkedTo(path: string, index: ContentIndex): Linked | undefined {
  const target: HomeTarget | undefined = path === '/' ? index.home : asHomeTarget(index.byPath.get(path));
  if (target === undefined) return undefined;
  const home = sameRecord(target, index.home);
  if (target.kind === 'collection') return { header: target.collection.collection, home };
  return { header: { ...target.page.page, typeName: 'page' }, home };
}

function asHomeTarget(target: ReturnType<ContentIndex['byPath']['get']>): HomeTarget | undefined {
  return target?.kind === 'collection' || target?.kind === 'page' ? target : undefined;
}

function sameRecord(a: HomeTarget, b: HomeTarget | undefined): boolean {
  if (b === undefined) return false;
  if (a.kind === 'collection' && b.kind === 'collection') return a.collection === b.collection;
  if (a.kind === 'page' && b.kind === 'page') return a.page === b.page;
  return false;
}
