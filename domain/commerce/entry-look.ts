/**
 * What a cart line shows of its product, read from the product's content item on the server: the
 * product's URL (`fullUrl`) and a thumbnail (the chosen variant's image, else the product's
 * first), with a srcset of small sizes when the image has stored sizes or the media service
 * makes them.
 */
import { isJsonObject, type JsonObject } from '../json-object.js';
import { srcsetCandidates } from '../content/srcset.js';
import { servesImageSizes, sizedSrcset } from '../media/image-format.js';

export interface EntryThumbnail {
  assetUrl: string;
  altText: string;
  /** Candidates for a thumbnail-sized image, or null when only the original can be had. */
  srcset: string | null;
}

export interface EntryLook {
  fullUrl: string;
  thumbnail: EntryThumbnail | null;
}

/** A cart thumbnail is at most about 100 CSS px wide: these cover up to 5× screens. */
export const THUMBNAIL_WIDTHS: readonly number[] = [100, 300, 500];

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A URL the page may link or load: a path on this site or an http(s) address. */
function safeUrl(value: unknown): string {
  const url = text(value);
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\/[^\s]+$/i.test(url) ? url : '';
}

function imageOf(node: unknown): JsonObject | undefined {
  return isJsonObject(node) && safeUrl(node['assetUrl']) !== '' ? node : undefined;
}

/** The chosen variant's image, else the product's first image, else its own `assetUrl`. */
function chosenImage(item: JsonObject, variantId: string): JsonObject | undefined {
  const structured = isJsonObject(item['structuredContent']) ? item['structuredContent'] : {};
  const variants = Array.isArray(structured['variants']) ? structured['variants'] : [];
  const variant = variants.find((v) => isJsonObject(v) && v['id'] === variantId);
  const images = Array.isArray(item['images']) ? item['images'] : [];
  return imageOf(isJsonObject(variant) ? variant['mainImage'] : undefined) ?? imageOf(images[0]) ?? imageOf(item);
}

function thumbnailSrcset(image: JsonObject, assetUrl: string): string | null {
  const stored = text(image['systemDataVariants']);
  if (stored !== '') {
    const small = srcsetCandidates(assetUrl, stored).filter((c) => Number.parseInt(c.slice(c.lastIndexOf(' ') + 1), 10) <= Math.max(...THUMBNAIL_WIDTHS));
    return small.length > 0 ? small.join(', ') : null;
  }
  return servesImageSizes(assetUrl) ? sizedSrcset(assetUrl, THUMBNAIL_WIDTHS) : null;
}

/**
 * The look of a cart line for `variantId` of the product whose content item is `item`;
 * `fallbackUrl` when the item names no usable URL, the product's `title` as the image's alt text
 * when the image has none.
 */
export function entryLook(item: unknown, variantId: string, title: string, fallbackUrl: string): EntryLook {
  const node = isJsonObject(item) ? item : {};
  const fullUrl = safeUrl(node['fullUrl']) || fallbackUrl;
  const image = chosenImage(node, variantId);
  if (image === undefined) return { fullUrl, thumbnail: null };
  const assetUrl = safeUrl(image['assetUrl']);
  const altText = text(image['altText']) || title;
  return { fullUrl, thumbnail: { assetUrl, altText, srcset: thumbnailSrcset(image, assetUrl) } };
}
