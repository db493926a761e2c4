/**
 * An index page's child collections, as the platform gives an index's list template:
 * `collection.collections`, each child's own settings (title, description, fullUrl, mainImage…)
 * with its items (the platform's full data of an index). A collection belongs to an index by
 * naming it in its settings: `"parentId": "<the index's id>"`; children keep the content's order.
 */
import type { CollectionRecord, SiteContent } from './types.js';
import type { JsonObject } from '../../domain/json-object.js';

const children = new WeakMap<SiteContent, Map<string, JsonObject[]>>();

function childrenByParent(content: SiteContent): Map<string, JsonObject[]> {
  let made = children.get(content);
  if (made !== undefined) return made;
  made = new Map();
  for (const record of content.collections) {
    const parent = record.collection['parentId'];
    if (typeof parent !== 'string' || parent === record.collection.id) continue;
    const list = made.get(parent) ?? [];
    list.push({ ...record.collection, items: record.items });
    made.set(parent, list);
  }
  children.set(content, made);
  return made;
}

/** The collection's settings as its list template receives them: an index's with its `collections`. */
export function withIndexCollections(record: CollectionRecord, content: SiteContent, header: JsonObject = record.collection): JsonObject {
  if (record.collection.typeName !== 'index') return header;
  return { ...header, collections: childrenByParent(content).get(record.collection.id) ?? [] };
}
