/**
 * An item of a blog, events or gallery collection, as the owner edits it. The server merges it
 * into the stored item (keeping its id, comments, likes…) and sets its URL and collection.
 */
import { z } from 'zod';
import { imageUrl, itemUrlId, names, optionalText, timestamp, title } from './fields.js';
import { CATEGORY_MAX, MESSAGES, TAG_MAX } from './limits.js';

const location = z
  .object({
    addressTitle: optionalText(200, 'The place name'),
    addressLine1: optionalText(200, 'The address'),
    addressLine2: optionalText(200, 'The address'),
    addressCountry: optionalText(100, 'The country'),
    mapLat: z.number().min(-90, 'The latitude must be between -90 and 90.').max(90, 'The latitude must be between -90 and 90.').optional(),
    mapLng: z.number().min(-180, 'The longitude must be between -180 and 180.').max(180, 'The longitude must be between -180 and 180.').optional(),
  })
  .strict();

export const itemSchema = z
  .object({
    title,
    urlId: itemUrlId,
    excerpt: optionalText(2000, 'The excerpt'),
    /** Stored HTML, rendered as is (the owner writes it). */
    body: optionalText(200_000, 'The body'),
    tags: names(TAG_MAX, MESSAGES.tagLength, 'tag', 100),
    categories: names(CATEGORY_MAX, MESSAGES.categoryLength, 'category', 100),
    starred: z.boolean().optional(),
    author: optionalText(100, 'The author'),
    publishOn: timestamp.optional(),
    startDate: timestamp.optional(),
    endDate: timestamp.optional(),
    location: location.optional(),
    assetUrl: imageUrl.optional(),
    altText: optionalText(1000, 'The alt text'),
    description: optionalText(2000, 'The description'),
  })
  .strict()
  .superRefine((item, ctx) => {
    if (typeof item.startDate === 'number' && typeof item.endDate === 'number' && item.endDate < item.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: MESSAGES.endBeforeStart });
    }
    const { mapLat, mapLng } = item.location ?? {};
    if ((mapLat === undefined) !== (mapLng === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['location', mapLat === undefined ? 'mapLat' : 'mapLng'], message: MESSAGES.mapPoint });
    }
    if (item.altText !== undefined && item.altText.trim() !== '' && item.assetUrl === undefined) {
      ctx.addIssue({ code: 'custom', path: ['assetUrl'], message: MESSAGES.altWithoutImage });
    }
  });

export type ItemInput = z.output<typeof itemSchema>;

/** The fields of each kind of collection's items (others are not shown). */
export function itemFieldsOf(typeName: string): ReadonlySet<keyof ItemInput> {
  if (typeName === 'events') return new Set(['title', 'urlId', 'excerpt', 'body', 'tags', 'categories', 'startDate', 'endDate', 'location']);
  if (typeName === 'gallery') return new Set(['title', 'urlId', 'description', 'assetUrl', 'altText', 'tags', 'categories']);
  return new Set(['title', 'urlId', 'excerpt', 'body', 'tags', 'categories', 'author', 'publishOn', 'starred', 'assetUrl', 'altText']);
}
