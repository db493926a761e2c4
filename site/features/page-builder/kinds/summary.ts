/**
 * Summary block (variants wall, carousel, list, grid): the first items of a collection (blog,
 * products, events), optionally of one category or tag, each showing what the owner chose: title,
 * image, excerpt, price (products), date (posts: published; events: start). From the snapshot, as
 * `<squarespace:query>` does (site/content/query.ts). Static: the carousel scrolls on its own.
 */
import { MESSAGES } from '../../../../domain/admin/content/limits.js';
import { z } from 'zod';
import type { JsonObject } from '../../../../domain/json-object.js';
import { summaryStart } from '../../../../domain/layout/block-defaults.js';
import { contentIndex } from '../../../content/content-index.js';
import { filteredItems } from '../../../content/list-context.js';
import type { Item } from '../../../content/types.js';
import { blockImage, sizeOf } from './block-image.js';
import type { LiveBlockDefinition } from './live-block.js';
import { flag, optionalText, reference, whole } from './settings-fields.js';

export const SUMMARY_COLLECTION_TYPES = ['blog', 'products', 'events'] as const;
export const MAX_SUMMARY_ITEMS = 30;

const filterSchema = z.discriminatedUnion('by', [
  z.object({ by: z.literal('category'), value: z.string().trim().min(1, 'The category is required.').max(25, 'The category may be at most 25 characters.') }).strict(),
  z.object({ by: z.literal('tag'), value: z.string().trim().min(1, 'The tag is required.').max(50, 'The tag may be at most 50 characters.') }).strict(),
], { errorMap: () => ({ message: 'The filter must be by category or by tag.' }) });

export const summarySchema = z
  .object({
    collectionId: reference('Choose a collection to summarise.'),
    heading: optionalText('The heading', 200),
    count: whole('The number of items', 1, MAX_SUMMARY_ITEMS),
    filter: filterSchema.optional(),
    show: z
      .object({ title: flag('Show title'), image: flag('Show image'), excerpt: flag('Show excerpt'), price: flag('Show price'), date: flag('Show date') })
      .strict(),
  })
  .strict();

export type SummarySettings = z.output<typeof summarySchema>;

function dateOf(item: Item, typeName: string): number | undefined {
  const value = typeName === 'events' ? item['startDate'] : item['publishOn'];
  return typeof value === 'number' ? value : undefined;
}

function imageOf(item: Item): JsonObject | undefined {
  const own = typeof item['assetUrl'] === 'string' ? { url: item['assetUrl'], size: item['originalSize'] } : undefined;
  const variants = (item['structuredContent'] as JsonObject | undefined)?.['variants'];
  const first = Array.isArray(variants) ? ((variants[0] as JsonObject | undefined)?.['mainImage'] as JsonObject | undefined) : undefined;
  const source = own ?? (typeof first?.['assetUrl'] === 'string' ? { url: first['assetUrl'], size: first['originalSize'] } : undefined);
  if (!source) return undefined;
  const size = sizeOf(source.size);
  return blockImage(source.url, '', size?.width, size?.height);
}

export const summaryBlock: LiveBlockDefinition<SummarySettings> = {
  kind: 'summary',
  settings: summarySchema as z.ZodType<SummarySettings>,
  defaults(variant) {
    return summaryStart(variant);
  },
  check(settings, env) {
    const record = contentIndex(env.content).collections.get(settings.collectionId);
    if (!record) return [{ path: 'collectionId', message: MESSAGES.option(settings.collectionId) }];
    if (!(SUMMARY_COLLECTION_TYPES as readonly string[]).includes(record.collection.typeName)) {
      return [{ path: 'collectionId', message: `${record.collection.title} is not a blog, products or events collection.` }];
    }
    return [];
  },
  data(settings, env) {
    const record = contentIndex(env.content).collections.get(settings.collectionId);
    if (!record) return { collection: null, items: [] };
    const typeName = record.collection.typeName;
    const matching = filteredItems(record.items, settings.filter?.by === 'category' ? settings.filter.value : undefined, settings.filter?.by === 'tag' ? settings.filter.value : undefined);
    const show = settings.show;
    const items = matching.slice(0, settings.count).map((item): JsonObject => {
      const date = show.date && typeName !== 'products' ? dateOf(item, typeName) : undefined;
      const image = show.image ? imageOf(item) : undefined;
      return {
        id: item.id,
        title: item.title,
        fullUrl: item.fullUrl,
        ...(show.excerpt && typeof item['excerpt'] === 'string' && item['excerpt'] !== '' ? { excerpt: item['excerpt'] } : {}),
        ...(date !== undefined ? { date } : {}),
        ...(image ? { image } : {}),
        // The price fragment reads the product itself.
        ...(show.price && typeName === 'products' ? { product: item } : {}),
      };
    });
    return {
      collection: { id: record.collection.id, title: record.collection.title, fullUrl: record.collection.fullUrl, typeName },
      filter: settings.filter ? { by: settings.filter.by, value: settings.filter.value } : null,
      heading: settings.heading ?? null,
      showTitle: show.title,
      items,
    };
  },
};
