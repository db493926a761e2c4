/**
 * Items of a collection, each saved as an edit of its collection's part (so two editors of one
 * collection never overwrite each other): the item's URL made from its title when left empty,
 * unique in its collection, the collection's order and limits kept.
 */
import { itemFieldsOf, type ItemInput } from '../../../domain/admin/content/item.js';
import { DATED_TYPES, MESSAGES, ORDERABLE_ITEMS_MAX } from '../../../domain/admin/content/limits.js';
import type { CollectionView, ItemView } from '../../../domain/admin/content/views.js';
import { slugify } from '../../../domain/content/url-segment.js';
import { isJsonObject, type JsonObject } from '../../../domain/json-object.js';
import { newId } from '../../db/ids.js';
import { saveVersionedPart, type Store } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';
import { collectionView, isProducts, itemsOf, readCollection, withItems } from './collections.js';
import { headerOf, textOf, type ObjectPart } from './parts.js';
import { fieldRefusal, notFound } from './refusal.js';
import { cleanCollectionRecord } from '../../content/content-cleaning.js';
import { tooManyCategories } from '../../../domain/admin/content/category-count.js';
import { mediaIdOf } from '../../../domain/media/media.js';
import { imageFacts, type ImageFacts } from '../../pipeline/image-facts.js';
import { siteRuntime } from '../../pipeline/site-runtime.js';
import { siteNow } from '../../server/site-clock.js';

/** The platform's record types of the items of each collection type. */
const RECORD_TYPE: Readonly<Record<string, number>> = { blog: 1, gallery: 2, events: 12 };

function editable(part: ObjectPart): { header: JsonObject; typeName: string } {
  const header = headerOf(part, 'collection');
  if (isProducts(header)) throw new ApiError(409, 'products-in-catalogue', 'Products are edited in the catalogue, not here.');
  return { header, typeName: textOf(header['typeName']) };
}

/** The item as the form edits it. */
export function itemInput(item: JsonObject, typeName: string): ItemInput {
  const fields = itemFieldsOf(typeName);
  const names = (value: unknown): string[] => (Array.isArray(value) ? value.filter((n): n is string => typeof n === 'string') : []);
  const input: ItemInput = { title: textOf(item['title']), urlId: textOf(item['urlId']), tags: names(item['tags']), categories: names(item['categories']) };
  for (const key of ['excerpt', 'body', 'assetUrl', 'altText', 'description'] as const) {
    if (fields.has(key) && typeof item[key] === 'string') input[key] = item[key];
  }
  for (const key of ['publishOn', 'startDate', 'endDate'] as const) {
    if (fields.has(key) && typeof item[key] === 'number') input[key] = item[key];
  }
  if (fields.has('starred') && typeof item['starred'] === 'boolean') input.starred = item['starred'];
  const author = item['author'];
  if (fields.has('author') && isJsonObject(author) && typeof author['displayName'] === 'string') input.author = author['displayName'];
  const location = item['location'];
  if (fields.has('location') && isJsonObject(location)) {
    const l: NonNullable<ItemInput['location']> = {};
    for (const key of ['addressTitle', 'addressLine1', 'addressLine2', 'addressCountry'] as const) if (typeof location[key] === 'string') l[key] = location[key];
    for (const key of ['mapLat', 'mapLng'] as const) if (typeof location[key] === 'number') l[key] = location[key];
    input.location = l;
  }
  return input;
}

/** What the templates read beside an item's image (`originalSize`, `systemDataVariants`, `mainImageId`), dropped with the image. */
const IMAGE_FACT_KEYS = ['originalSize', 'systemDataVariants', 'mainImageId'] as const;

/**
 * The item's image as the seeded ones carry it: its URL with the size and widths the library's
 * `image-srcset`, `width` and `height` read, and `mainImageId` (the upload's id) for `main-image?`.
 * A changed or removed image drops the facts of the old one.
 */
function withImage(item: JsonObject, stored: JsonObject, facts: ImageFacts | undefined): void {
  const url = item['assetUrl'];
  if (typeof url !== 'string') {
    for (const key of IMAGE_FACT_KEYS) delete item[key];
    return;
  }
  if (url === stored['assetUrl'] && facts === undefined) return;
  for (const key of IMAGE_FACT_KEYS) delete item[key];
  if (facts) Object.assign(item, facts);
  const mediaId = mediaIdOf(url);
  if (mediaId !== undefined) item['mainImageId'] = mediaId;
}

/** The facts of the input's image, when it has one the site serves in sizes. */
async function factsOf(store: Store, input: ItemInput): Promise<ImageFacts | undefined> {
  if (input.assetUrl === undefined) return undefined;
  return (await imageFacts(store, await siteRuntime(), [input.assetUrl])).get(input.assetUrl);
}

/** An image address naming an upload that is not in the media library is refused (the page would show a broken image). */
function checkUpload(input: ItemInput, facts: ImageFacts | undefined): void {
  if (input.assetUrl !== undefined && mediaIdOf(input.assetUrl) !== undefined && facts === undefined) {
    throw fieldRefusal('assetUrl', 'That image is not in the media library any more. Choose another one.');
  }
}

/** Refuses a save that takes the collection past 10,000 categories. */
function checkCategories(before: readonly JsonObject[], after: readonly JsonObject[]): void {
  if (tooManyCategories(before, after)) throw fieldRefusal('categories', MESSAGES.categoryCount);
}

/** The stored item with the form's fields of its type written in (others kept). */
function merged(stored: JsonObject, input: ItemInput, typeName: string, urlId: string, facts: ImageFacts | undefined): JsonObject {
  const item: JsonObject = { ...stored };
  for (const key of itemFieldsOf(typeName)) {
    const value = key === 'urlId' ? urlId : input[key];
    if (value === undefined || value === '') delete item[key];
    else if (key === 'author') item['author'] = { ...(isJsonObject(stored['author']) ? stored['author'] : {}), displayName: value };
    else item[key] = value;
  }
  item['title'] = input.title;
  item['urlId'] = urlId;
  item['tags'] = input.tags;
  item['categories'] = input.categories;
  if (itemFieldsOf(typeName).has('assetUrl')) withImage(item, stored, facts);
  return item;
}

function urlIdFor(input: ItemInput, items: readonly JsonObject[], ownId: string | undefined): string {
  const urlId = input.urlId === '' ? slugify(input.title) : input.urlId;
  if (urlId === '') throw fieldRefusal('urlId', 'Please enter a URL: none can be made from this title.');
  const owner = items.find((item) => item['urlId'] === urlId && item['id'] !== ownId);
  if (owner) throw fieldRefusal('urlId', `${urlId} is already the URL of "${textOf(owner['title'])}".`);
  return urlId;
}

/** Dated collections keep their order by date: blogs newest first, events soonest first. */
function ordered(items: JsonObject[], typeName: string): JsonObject[] {
  const at = (item: JsonObject, key: string): number => (typeof item[key] === 'number' ? item[key] : 0);
  if (typeName === 'blog') return [...items].sort((a, b) => at(b, 'publishOn') - at(a, 'publishOn'));
  if (typeName === 'events') return [...items].sort((a, b) => at(a, 'startDate') - at(b, 'startDate'));
  return items;
}

export async function itemView(store: Store, collectionId: string, itemId: string): Promise<ItemView> {
  const part = await readCollection(store, collectionId);
  const { typeName } = editable(part);
  const item = itemsOf(part).find((i) => i['id'] === itemId);
  if (!item) throw notFound('That item');
  return { collectionId, typeName, id: itemId, fullUrl: textOf(item['fullUrl']), value: itemInput(item, typeName), version: part.version };
}

async function saveItems(store: Store, part: ObjectPart, header: JsonObject, items: JsonObject[], expectedVersion: number, savedBy: string): Promise<ObjectPart> {
  const saved = await saveVersionedPart(store, part.part, cleanCollectionRecord(withItems(part, header, ordered(items, textOf(header['typeName'])))), { expectedVersion, savedBy });
  return { ...saved, value: saved.value as JsonObject };
}

export async function saveItem(store: Store, collectionId: string, itemId: string, input: ItemInput, expectedVersion: number, savedBy: string): Promise<ItemView> {
  const part = await readCollection(store, collectionId);
  const { header, typeName } = editable(part);
  const items = itemsOf(part);
  const at = items.findIndex((i) => i['id'] === itemId);
  const stored = items[at];
  if (!stored) throw notFound('That item');
  const facts = itemFieldsOf(typeName).has('assetUrl') ? await factsOf(store, input) : undefined;
  if (input.assetUrl !== stored['assetUrl']) checkUpload(input, facts);
  const next = [...items];
  next[at] = merged(stored, input, typeName, urlIdFor(input, items, itemId), facts);
  checkCategories(items, next);
  await saveItems(store, part, header, next, expectedVersion, savedBy);
  return itemView(store, collectionId, itemId);
}

export async function createItem(store: Store, collectionId: string, input: ItemInput, expectedVersion: number, savedBy: string): Promise<ItemView> {
  const part = await readCollection(store, collectionId);
  const { header, typeName } = editable(part);
  const items = itemsOf(part);
  if (!DATED_TYPES.has(typeName) && items.length >= ORDERABLE_ITEMS_MAX) throw new ApiError(400, 'too-many-items', MESSAGES.orderableItems, [{ path: 'value', message: MESSAGES.orderableItems }]);
  const id = `item-${newId()}`;
  const now = siteNow();
  const fresh: JsonObject = { id, recordType: RECORD_TYPE[typeName] ?? 1, addedOn: now };
  if (typeName === 'blog' && input.publishOn === undefined) input = { ...input, publishOn: now };
  const facts = itemFieldsOf(typeName).has('assetUrl') ? await factsOf(store, input) : undefined;
  checkUpload(input, facts);
  const item = merged(fresh, input, typeName, urlIdFor(input, items, undefined), facts);
  const next = [...items, item];
  checkCategories(items, next);
  await saveItems(store, part, header, next, expectedVersion, savedBy);
  return itemView(store, collectionId, id);
}

export async function deleteItem(store: Store, collectionId: string, itemId: string, expectedVersion: number, savedBy: string): Promise<CollectionView> {
  const part = await readCollection(store, collectionId);
  const { header } = editable(part);
  const items = itemsOf(part);
  if (!items.some((i) => i['id'] === itemId)) throw notFound('That item');
  const saved = await saveItems(store, part, header, items.filter((i) => i['id'] !== itemId), expectedVersion, savedBy);
  return collectionView(saved);
}

/** Moves an item of a user-orderable collection one place up (-1) or down (+1). */
export async function moveItem(store: Store, collectionId: string, itemId: string, by: -1 | 1, expectedVersion: number, savedBy: string): Promise<CollectionView> {
  const part = await readCollection(store, collectionId);
  const { header, typeName } = editable(part);
  if (DATED_TYPES.has(typeName)) throw new ApiError(409, 'ordered-by-date', 'The items of this collection are ordered by their dates.');
  const items = [...itemsOf(part)];
  const at = items.findIndex((i) => i['id'] === itemId);
  const to = at + by;
  const item = items[at];
  const other = items[to];
  if (!item) throw notFound('That item');
  if (other === undefined) throw new ApiError(409, 'cannot-move', 'The item is already at that end.');
  items[at] = other;
  items[to] = item;
  const saved = await saveItems(store, part, header, items, expectedVersion, savedBy);
  return collectionView(saved);
}
