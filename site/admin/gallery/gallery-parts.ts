/**
 * The site's galleries (content parts `collection:<id>` of typeName gallery) as the gallery screen
 * reads and saves them: images in order with their titles, descriptions and alt texts, and the
 * gallery settings stored on the collection as `options`.
 */
import type { GalleryDetail, GalleryImage, GalleryImageInput, GallerySave, GallerySummary } from '../../../domain/admin/gallery.js';
import { readGallerySettings } from '../../../domain/gallery/effective.js';
import { storedVariants } from '../../../domain/media/image-format.js';
import { mediaIdOf, mediaUrl } from '../../../domain/media/media.js';
import { isJsonObject, readFields, type JsonObject } from '../../../domain/json-object.js';
import { itemUrl, slugify } from '../../content/urls.js';
import { findMediaOfKind } from '../../db/media.js';
import { newId } from '../../db/ids.js';
import type { Store } from '../../db/index.js';
import { listVersionedParts, readVersionedPart, saveVersionedPart, type VersionedPart } from '../../db/versioned-content.js';
import { ApiError } from '../../edge/api-error.js';
import { cleanCollectionRecord } from '../../content/content-cleaning.js';

const PREFIX = 'collection:';

interface GalleryPart {
  collection: JsonObject;
  items: JsonObject[];
  [other: string]: unknown;
}

function asGallery(part: VersionedPart): GalleryPart | undefined {
  const value = part.value;
  if (!isJsonObject(value) || !isJsonObject(value['collection']) || value['collection']['typeName'] !== 'gallery') return undefined;
  const items = Array.isArray(value['items']) ? value['items'].filter(isJsonObject) : [];
  return { ...value, collection: value['collection'], items };
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function summary(part: VersionedPart, gallery: GalleryPart): GallerySummary {
  return {
    id: part.part.slice(PREFIX.length),
    title: str(gallery.collection['title']),
    fullUrl: str(gallery.collection['fullUrl']),
    imageCount: gallery.items.length,
    version: part.version,
  };
}

function image(item: JsonObject): GalleryImage {
  return readFields(item, ['id', 'title', 'description', 'altText', 'assetUrl', 'originalSize'], str);
}

export async function listGalleries(store: Store): Promise<GallerySummary[]> {
  const parts = await listVersionedParts(store, PREFIX);
  return parts.flatMap((part) => {
    const gallery = asGallery(part);
    return gallery ? [summary(part, gallery)] : [];
  });
}

async function readGalleryPart(store: Store, id: string): Promise<{ part: VersionedPart; gallery: GalleryPart }> {
  const part = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await readVersionedPart(store, PREFIX + id) : undefined;
  const gallery = part && asGallery(part);
  if (!part || !gallery) throw new ApiError(404, 'unknown-gallery', 'There is no such gallery.');
  return { part, gallery };
}

export async function readGallery(store: Store, id: string): Promise<GalleryDetail> {
  const { part, gallery } = await readGalleryPart(store, id);
  return { ...summary(part, gallery), settings: readGallerySettings(gallery.collection['options']), images: gallery.items.map(image) };
}

function uniqueUrlId(title: string, taken: Set<string>): string {
  const base = slugify(title) || 'image';
  let urlId = base;
  for (let n = 2; taken.has(urlId); n += 1) urlId = `${base}-${n}`;
  taken.add(urlId);
  return urlId;
}

async function newItem(store: Store, input: GalleryImageInput, index: number, collection: JsonObject, taken: Set<string>): Promise<JsonObject> {
  const id = mediaIdOf(input.mediaUrl ?? '');
  const media = id === undefined ? undefined : await findMediaOfKind(store, id, 'image');
  if (!media || mediaUrl(media.id, media.filename) !== input.mediaUrl) {
    throw new ApiError(400, 'invalid-request', `images[${index}].mediaUrl: no uploaded image has this URL`, [{ path: `images.${index}.mediaUrl`, message: 'no uploaded image has this URL' }]);
  }
  const urlId = uniqueUrlId(input.title, taken);
  return {
    id: newId(),
    collectionId: str(collection['id']),
    recordType: 2,
    title: input.title.trim(),
    description: input.description,
    altText: input.altText,
    assetUrl: input.mediaUrl,
    originalSize: `${media.width}x${media.height}`,
    systemDataVariants: storedVariants(media.width),
    urlId,
    fullUrl: itemUrl(str(collection['urlId']), 'gallery', urlId),
  };
}

/** Saves the images in the order given (absent ones removed) and the settings; 409 when stale. */
export async function saveGallery(store: Store, id: string, input: GallerySave, savedBy: string): Promise<GalleryDetail> {
  const { gallery } = await readGalleryPart(store, id);
  const existing = new Map(gallery.items.map((item) => [str(item['id']), item]));
  const taken = new Set(gallery.items.map((item) => str(item['urlId'])));
  const items: JsonObject[] = [];
  for (const [index, entry] of input.images.entries()) {
    if (entry.id === undefined) {
      items.push(await newItem(store, entry, index, gallery.collection, taken));
      continue;
    }
    const item = existing.get(entry.id);
    if (!item) throw new ApiError(400, 'invalid-request', `images[${index}].id: this gallery has no image "${entry.id}"`, [{ path: `images.${index}.id`, message: 'not an image of this gallery' }]);
    existing.delete(entry.id);
    items.push({ ...item, title: entry.title.trim(), description: entry.description, altText: entry.altText });
  }
  const value = { ...gallery, collection: { ...gallery.collection, options: input.settings }, items };
  await saveVersionedPart(store, PREFIX + id, cleanCollectionRecord(value), { expectedVersion: input.expectedVersion, savedBy });
  return readGallery(store, id);
}
