/**
 * The values the platform's tags read, under `squarespace` in the render context: the
 * navigations (`<squarespace:navigation>`), the queries (`<squarespace:query>`), the page's block
 * fields (`<squarespace:block-field>`), the body's id and classes. Headers, footers and the main
 * content are added when the page is rendered.
 */
import { navigationItems } from '../content/navigation.js';
import { runQuery } from '../content/query.js';
import { contentIndex } from '../content/content-index.js';
import { currentFolder } from '../content/folder-navigation.js';
import { relatedItems } from '../content/related-items.js';
import { categoryLinks } from '../content/category-list.js';
import type { CollectionRecord, Item, NavItem, PageRecord, SiteContent } from '../content/types.js';
import type { CompiledTemplate } from '../folder/compile-folder.js';
import type { SiteRuntime } from './site-runtime.js';
import type { JsonObject } from '../../domain/json-object.js';

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const slug = (v: string): string => v.replace(/[^A-Za-z0-9_-]+/g, '-');

function pageClasses(context: JsonObject, path: string): { id: string; classes: string } {
  const collection = (context['collection'] ?? {}) as JsonObject;
  const item = context['item'] as JsonObject | undefined;
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

export function platformValues(site: SiteRuntime, content: SiteContent, path: string, page: PageRecord | undefined, context: JsonObject, templates: PageTemplates): JsonObject {
  const compiled = site.compiled;
  const navigation: JsonObject = {};
  const query: JsonObject = {};
  const blockFields: JsonObject = {};
  const { id, classes: own } = pageClasses(context, path);
  // The owner's dropdown and checkbox design settings (`tweak-<name>-<option>`, site-design.ts).
  const classes = site.designClasses.length > 0 ? `${own} ${site.designClasses.join(' ')}` : own;
  for (const tag of compiled?.navigations ?? []) {
    navigation[tag.key] = { items: navigationOf(content, tag.navigationId, path) };
  }
  const used = [...(templates.main?.queries ?? []), ...(templates.region?.queries ?? []), ...(compiled?.blockQueries ?? [])];
  for (const tag of used) {
    query[tag.key] = runQuery({ collection: tag.collection, limit: tag.limit, category: tag.category, tag: tag.tag, featured: tag.featured }, content);
  }
  for (const tag of compiled?.blockFields ?? []) {
    // The tag's template holds the layout wrapper; this is what the owner stored in it.
    blockFields[tag.key] = page && Object.hasOwn(page.blockFields, tag.id) ? page.blockFields[tag.id] ?? '' : '';
  }
  const values: JsonObject = { navigation, query, blockFields, 'page-id': id, 'page-classes': classes };
  if ((compiled?.folderNavigations.length ?? 0) > 0) {
    const folder = currentFolder(Object.keys(content.navigation).map((name) => navigationOf(content, name, path)));
    if (folder) values['folderNavigation'] = folder;
  }
  if ((compiled?.related.length ?? 0) > 0) values['related'] = relatedValues(compiled?.related ?? [], content, context);
  if ((compiled?.categories.length ?? 0) > 0) values['category'] = categoryValues(compiled?.categories ?? [], content, context);
  return values;
}

/** The page's own collection record (list, item or the collection of a page's context). */
function ownCollection(content: SiteContent, context: JsonObject): CollectionRecord | undefined {
  const id = text((context['collection'] as JsonObject | undefined)?.['id']);
  return id === '' ? undefined : contentIndex(content).collections.get(id);
}

function relatedValues(tags: NonNullable<SiteRuntime['compiled']>['related'], content: SiteContent, context: JsonObject): JsonObject {
  const values: JsonObject = {};
  const item = context['item'] as Item | undefined;
  const record = item ? ownCollection(content, context) : undefined;
  if (!item || !record) return values;
  for (const tag of tags) values[tag.key] = { items: relatedItems(item, record, tag.limit) };
  return values;
}

function categoryValues(tags: NonNullable<SiteRuntime['compiled']>['categories'], content: SiteContent, context: JsonObject): JsonObject {
  const values: JsonObject = {};
  const current = typeof context['categoryFilter'] === 'string' ? context['categoryFilter'] : undefined;
  for (const tag of tags) {
    const record = tag.collection === undefined ? ownCollection(content, context) : contentIndex(content).collections.get(tag.collection);
    if (record) values[tag.key] = { collection: record.collection, items: categoryLinks(record, current) };
  }
  return values;
}
