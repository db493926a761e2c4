/**
 * New collections (of a kind the site folder has templates for) and deleting one: never the home,
 * never while the navigation still leads there (unless its links go too, in the same transaction), never a shop that
 * still shows products; the deleted part's last version stays in the history.
 */
import type { CollectionType, NewCollection } from '../../../domain/admin/content/collection.js';
import { MESSAGES } from '../../../domain/admin/content/limits.js';
import type { CollectionView } from '../../../domain/admin/content/views.js';
import { isJsonObject } from '../../../domain/json-object.js';
import { newId } from '../../db/ids.js';
import { listProducts, saveVersionedPart, StoreError, type Store } from '../../db/index.js';
import { siteRuntime } from '../../pipeline/site-runtime.js';
import { ApiError } from '../../edge/api-error.js';
import { collectionView, isProducts, readCollection, withItems } from './collections.js';
import { collectionPart, COLLECTION_PREFIX, headerOf, listObjectParts, textOf } from './parts.js';
import { fieldRefusal } from './refusal.js';
import { removeContentPart } from './removal.js';
import { claimTopUrl } from './url-owners.js';

/** The collection types the site can show a list page of: the folder's own, and the system ones template.conf names. */
export async function collectionTypes(): Promise<CollectionType[]> {
  const runtime = await siteRuntime();
  const folder = runtime.folder;
  if (!folder) return [];
  const names = new Set([...Object.keys(folder.collections), ...folder.conf.systemCollections]);
  return [...names]
    .filter((typeName) => runtime.compiled?.collectionTemplate(typeName, 'list') !== undefined)
    .map((typeName) => {
      const title = folder.collections[typeName]?.conf?.['title'];
      return { typeName, title: typeof title === 'string' ? title : typeName };
    })
    .sort((a, b) => a.title.localeCompare(b.title, 'en'));
}

export async function createCollection(store: Store, input: NewCollection, savedBy: string): Promise<CollectionView> {
  if (!(await collectionTypes()).some((type) => type.typeName === input.typeName)) throw fieldRefusal('typeName', MESSAGES.option(input.typeName));
  const id = `col-${newId()}`;
  const part = collectionPart(id);
  await claimTopUrl(store, input.urlId, part);
  const last = (await listObjectParts(store, COLLECTION_PREFIX)).reduce((max, p) => Math.max(max, Number(p.value['index'] ?? 0)), -1);
  const header = { id, title: input.title, urlId: input.urlId, typeName: input.typeName };
  const value = { ...withItems({ part, value: {}, version: 0, updated: 0 }, header, []), index: last + 1 };
  const saved = await saveVersionedPart(store, part, value, { expectedVersion: 0, savedBy });
  return collectionView({ ...saved, value });
}

/** Products the shop would take with it: those placed in it, and, for the last shop, those placed nowhere. */
async function productsShown(store: Store, id: string): Promise<number> {
  const shops = (await listObjectParts(store, COLLECTION_PREFIX)).filter((p) => isProducts(headerOf(p, 'collection')));
  const last = shops.length === 1;
  const products = await listProducts(store);
  return products.filter((p) => {
    const placed = isJsonObject(p.content) ? p.content['collectionId'] : undefined;
    return placed === id || (last && placed === undefined);
  }).length;
}

export async function deleteCollection(store: Store, id: string, expectedVersion: number, savedBy: string, navigationVersion: number | undefined): Promise<void> {
  const part = await readCollection(store, id);
  if (part.version !== expectedVersion) throw new StoreError('stale-version', { current: part.version });
  const header = headerOf(part, 'collection');
  const what = `The collection "${textOf(header['title'])}"`;
  if (isProducts(header)) {
    const shown = await productsShown(store, id);
    if (shown > 0) throw new ApiError(409, 'collection-has-products', `${what} shows ${String(shown)} products. Delete them or place them in another shop collection first.`);
  }
  await removeContentPart(store, { part: part.part, expectedVersion, what, fullUrl: textOf(header['fullUrl']), navigationVersion, savedBy });
}
