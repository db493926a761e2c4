/**
 * The navigation links that lead to a collection or page (its URL or one of its items'), found
 * and removed: a collection or page is deleted only once nothing in the navigation leads there.
 */
import type { LinkToTarget } from './views.js';
import { isJsonObject, type JsonObject } from '../../json-object.js';

type Links = readonly unknown[];

/** The link's site path without query, fragment or trailing slash; undefined for other sites' links. */
export function linkPath(url: string): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  const path = url.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** Whether a link URL leads to `fullUrl` (`/blog`) or below it (`/blog/a-post`). */
export function leadsTo(url: unknown, fullUrl: string): boolean {
  if (typeof url !== 'string') return false;
  const path = linkPath(url);
  if (path === undefined) return false;
  if (fullUrl === '/') return path === '/';
  return path === fullUrl || path.startsWith(`${fullUrl}/`);
}

const linksOf = (value: unknown): Links => (Array.isArray(value) ? value : []);

/** Every link of every navigation (folders' links too) leading to `fullUrl`. */
export function linksTo(navigation: unknown, fullUrl: string): LinkToTarget[] {
  if (!isJsonObject(navigation)) return [];
  const found: LinkToTarget[] = [];
  const visit = (name: string, links: Links) => {
    for (const link of links) {
      if (!isJsonObject(link)) continue;
      if (leadsTo(link['url'], fullUrl)) found.push({ navigation: name, title: typeof link['title'] === 'string' ? link['title'] : '', url: String(link['url']) });
      visit(name, linksOf(link['items']));
    }
  };
  for (const [name, links] of Object.entries(navigation)) visit(name, linksOf(links));
  return found;
}

/** The navigation without the links leading to `fullUrl`; a removed folder's other links take its place. */
export function withoutLinksTo(navigation: JsonObject, fullUrl: string): JsonObject {
  const prune = (links: Links): unknown[] =>
    links.flatMap((link) => {
      if (!isJsonObject(link)) return [link];
      const items = Array.isArray(link['items']) ? prune(link['items']) : undefined;
      if (leadsTo(link['url'], fullUrl)) return items ?? [];
      return [items === undefined ? link : { ...link, items }];
    });
  return Object.fromEntries(Object.entries(navigation).map(([name, links]) => [name, Array.isArray(links) ? prune(links) : links]));
}
