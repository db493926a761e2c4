/** Collections (blog, events, gallery; a shop's settings only) and their settings. */
import type { CollectionSettings } from '../../../domain/admin/content/collection.js';
import { DATED_TYPES } from '../../../domain/admin/content/limits.js';
import type { CollectionSummary, CollectionView, ItemSummary } from '../../../domain/admin/content/views.js';
import { isJsonObject, type JsonObject } from '../../../domain/json-object.js';
import { saveVersionedPart, type Store } from '../../db/index.js';
import { collectionUrl, itemUrl } from '../../content/urls.js';
import { collectionPart, COLLECTION_PREFIX, addressOf, headerOf, listObjectParts, readObjectPart, textOf, type ObjectPart } from './parts.js';
import { fieldRefusal } from './refusal.js';
import { claimTopUrl } from './url-owners.js';
import { cleanCollectionRecord } from '../../content/content-cleaning.js';

export const itemsOf = (part: ObjectPart): JsonObject[] => (Array.isArray(part.value['items']) ? part.value['items'].filter(isJsonObject) : []);

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export const isProducts = (header: JsonObject): boolean => header['typeName'] === 'products';

export const readCollection = (store: Store, id: string): Promise<ObjectPart> => readObjectPart(store, collectionPart(id), 'That collection');

export async function listCollections(store: Store): Promise<CollectionSummary[]> {
  const parts = await listObjectParts(store, COLLECTION_PREFIX);
  return parts.map((part) => {
    const header = headerOf(part, 'collection');
    return {
      id: part.part.slice(COLLECTION_PREFIX.length),
      ...addressOf(header),
      typeName: textOf(header['typeName']),
      itemCount: itemsOf(part).length,
      products: isProducts(header),
      version: part.version,
    };
  });
}

function itemSummary(item: JsonObject): ItemSummary {
  return {
    id: textOf(item['id']),
    ...addressOf(item),
    publishOn: numberOrNull(item['publishOn']),
    startDate: numberOrNull(item['startDate']),
  };
}

export function collectionView(part: ObjectPart): CollectionView {
  const header = headerOf(part, 'collection');
  const typeName = textOf(header['typeName']);
  const description = textOf(header['description']);
  return {
    id: part.part.slice(COLLECTION_PREFIX.length),
    typeName,
    fullUrl: textOf(header['fullUrl']),
    products: isProducts(header),
    settings: { title: textOf(header['title']), urlId: textOf(header['urlId']), ...(description ? { description } : {}) },
    items: itemsOf(part).map(itemSummary),
    version: part.version,
    orderable: !DATED_TYPES.has(typeName) && !isProducts(header),
    homepage: header['homepage'] === true,
  };
}

/** The collection's categories and tags: its items', each once, sorted. */
export function gatheredNames(items: readonly JsonObject[], key: 'categories' | 'tags'): string[] {
  const all = new Set<string>();
  for (const item of items) {
    const list = item[key];
    if (Array.isArray(list)) for (const name of list) if (typeof name === 'string') all.add(name);
  }
  return [...all].sort((a, b) => a.localeCompare(b, 'en'));
}

/** The collection part with these items, URLs and gathered names made consistent. */
export function withItems(part: ObjectPart, header: JsonObject, items: JsonObject[]): JsonObject {
  const urlId = textOf(header['urlId']);
  const typeName = textOf(header['typeName']);
  const id = textOf(header['id']);
  const placed = items.map((item) => ({ ...item, collectionId: id, fullUrl: itemUrl(urlId, typeName, textOf(item['urlId'])) }));
  const products = isProducts(header);
  return {
    ...part.value,
    collection: {
      ...header,
      fullUrl: collectionUrl(urlId),
      ...(products ? {} : { categories: gatheredNames(placed, 'categories'), tags: gatheredNames(placed, 'tags') }),
    },
    items: placed,
  };
}

export async function saveCollectionSettings(store: Store, id: string, settings: CollectionSettings, expectedVersion: number, savedBy: string): Promise<CollectionView> {
  const part = await readCollection(store, id);
  const header = headerOf(part, 'collection');
  if (isProducts(header) && settings.urlId !== header['urlId']) {
    throw fieldRefusal('urlId', "A shop's URL is part of its products' URLs in the catalogue; it cannot change here.");
  }
  await claimTopUrl(store, settings.urlId, part.part);
  const next: JsonObject = { ...header, title: settings.title, urlId: settings.urlId };
  if (settings.description) next['description'] = settings.description;
  else delete next['description'];
  const saved = await saveVersionedPart(store, part.part, cleanCollectionRecord(withItems(part, next, itemsOf(part))), { expectedVersion, savedBy });
  return collectionView({ ...saved, value: saved.value as JsonObject });
}
