/**
 * The values the platform's tags read, under `squarespace` in the render context: the
 * navigations (`<squarespace:navigation>`), the queries (`<squarespace:query>`), the page's block
 * fields (`<squarespace:block-field>`), the body's id and classes. Headers, footers and the main
 * content are added when the page is rendered.
 */
import { navigationItems } from '../content/navigation.js';
import { runQuery } from '../content/query.js';
import type { NavItem, PageRecord, SiteContent } from '../content/types.js';
import { escapeHtml } from './html.js';
import type { CompiledTemplate } from '../folder/compile-folder.js';
import type { SiteRuntime } from './site-runtime.js';

type Json = Record<string, unknown>;

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const slug = (v: string): string => v.replace(/[^A-Za-z0-9_-]+/g, '-');

function pageClasses(context: Json, path: string): { id: string; classes: string } {
  const collection = (context['collection'] ?? {}) as Json;
  const item = context['item'] as Json | undefined;
  const id = item ? `item-${slug(text(item['id']))}` : `collection-${slug(text(collection['id']) || 'page')}`;
  const classes = [
    `collection-type-${slug(text(collection['typeName']) || 'page')}`,
    `collection-${slug(text(collection['id']) || 'page')}`,
    item ? 'view-item' : 'view-list',
    `page-type-${text(context['pageType'])}`,
    ...(path === '/' ? ['homepage'] : []),
  ];
  return { id, classes: classes.join(' ') };
}

/** The templates a page renders with: its main template, its layout's regions (and every block). */
export interface PageTemplates {
  main: CompiledTemplate | undefined;
  region: CompiledTemplate | undefined;
}

/** Navigation items by navigation and path, per content object (a change of content makes a new one): the same for every request of a page. */
const navigations = new WeakMap<SiteContent, Map<string, NavItem[]>>();
const MAX_NAVIGATIONS = 2000;

function navigationOf(content: SiteContent, navigationId: string, path: string): NavItem[] {
  let made = navigations.get(content);
  if (made === undefined) navigations.set(content, (made = new Map()));
  const key = `${navigationId}\n${path}`;
  let items = made.get(key);
  if (items === undefined) {
    items = navigationItems(content.navigation[navigationId] ?? [], content, path);
    if (made.size >= MAX_NAVIGATIONS) made.clear();
    made.set(key, items);
  }
  return items;
}

export function platformValues(site: SiteRuntime, content: SiteContent, path: string, page: PageRecord | undefined, context: Json, templates: PageTemplates): Json {
  const compiled = site.compiled;
  const navigation: Json = {};
  const query: Json = {};
  const blockFields: Json = {};
  for (const tag of compiled?.navigations ?? []) {
    navigation[tag.key] = { items: navigationOf(content, tag.navigationId, path) };
  }
  const used = [...(templates.main?.queries ?? []), ...(templates.region?.queries ?? []), ...(compiled?.blockQueries ?? [])];
  for (const tag of used) {
    query[tag.key] = runQuery({ collection: tag.collection, limit: tag.limit, category: tag.category, tag: tag.tag, featured: tag.featured }, content);
  }
  for (const tag of compiled?.blockFields ?? []) {
    const html = page && Object.hasOwn(page.blockFields, tag.id) ? page.blockFields[tag.id] ?? '' : '';
    blockFields[tag.key] = `<div class="sqs-layout" data-block-field-id="${escapeHtml(tag.id)}">${html}</div>`;
  }
  const { id, classes } = pageClasses(context, path);
  return { navigation, query, blockFields, 'page-id': id, 'page-classes': classes };
}
