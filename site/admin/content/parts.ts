/** The content parts the admin edits, read with their versions. */
import { WEBSITE_PART } from '../../../domain/content/website-settings.js';
import { isJsonObject, type JsonObject } from '../../../domain/json-object.js';
import { listVersionedParts, readVersionedPart, type Store, type VersionedPart } from '../../db/index.js';
import { notFound } from './refusal.js';

export const NAVIGATION_PART = 'navigation';
export const COLLECTION_PREFIX = 'collection:';
export const PAGE_PREFIX = 'page:';

export const collectionPart = (id: string): string => `${COLLECTION_PREFIX}${id}`;
export const pagePart = (id: string): string => `${PAGE_PREFIX}${id}`;

/** Whether the admin shows history of this part name. */
export function isEditablePart(part: string): boolean {
  return part === WEBSITE_PART || part === NAVIGATION_PART || /^(collection|page):[A-Za-z0-9_-]{1,64}$/.test(part);
}

export interface ObjectPart extends VersionedPart<JsonObject> {}

/** A part whose value is an object, or 404 naming it. */
export async function readObjectPart(store: Store, part: string, what: string): Promise<ObjectPart> {
  const found = await readVersionedPart(store, part);
  if (!found || !isJsonObject(found.value)) throw notFound(what);
  return { ...found, value: found.value };
}

/** Every part under the prefix whose value is an object, in their stored order (`index`). */
export async function listObjectParts(store: Store, prefix: string): Promise<ObjectPart[]> {
  const parts = await listVersionedParts(store, prefix);
  return parts
    .filter((p): p is ObjectPart => isJsonObject(p.value))
    .sort((a, b) => Number(a.value['index'] ?? 0) - Number(b.value['index'] ?? 0));
}

export const headerOf = (part: ObjectPart, key: 'collection' | 'page'): JsonObject => (isJsonObject(part.value[key]) ? part.value[key] : {});

export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A page's, collection's or item's title and its addresses (its own `urlId`, its `fullUrl`), as text. */
export const addressOf = (record: JsonObject): { title: string; urlId: string; fullUrl: string } => ({
  title: textOf(record['title']),
  urlId: textOf(record['urlId']),
  fullUrl: textOf(record['fullUrl']),
});
