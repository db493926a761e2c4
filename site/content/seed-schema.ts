/** The shapes of the seed files of a folder's `content/`. Unknown keys of settings, items and pages are kept. */
import { z } from 'astro/zod';
import type { NavLink } from './types.js';
import { isInternalUrl, urlIdProblem } from './urls.js';

const text = z.string().refine((value) => value.trim() !== '', 'must not be empty');

const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, "-" or "_"');

/** The urlId of an item: one URL segment. */
const itemUrlId = z.string().max(200).superRefine((value, ctx) => {
  const problem = urlIdProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** The urlId of a collection or page, which must also be the file's name (checked with it). */
const topUrlId = z.string();

const names = z.array(text);

const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'is not an IANA time zone');

const language = z.string().refine((tag) => {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}, 'is not a language tag');

export const websiteFile = z.object({
  website: z.object({
    id,
    siteTitle: text,
    tagline: z.string().optional(),
    language,
    timeZone,
    currencyCode: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code').optional(),
    localizedStrings: z.record(z.string()).optional(),
  }).passthrough(),
}).strict();

/** A site path, or an absolute http(s), mailto or tel URL (never `javascript:`). */
const linkUrl = z.string().refine(
  (url) => isInternalUrl(url) || /^(https?:\/\/[^\s]+|mailto:\S+|tel:\S+)$/i.test(url),
  'must be a site path ("/…") or an http(s), mailto or tel URL',
);

const navLink: z.ZodType<NavLink> = z.lazy(() =>
  z.object({ title: text, url: linkUrl, newWindow: z.boolean().optional(), items: z.array(navLink).optional() }).strict());

/** Navigation names as template.conf names them (`mainNav`, `navi-footer`): path segments of `squarespace.navigation.<name>`. */
export const navigationFile = z.record(
  z.string().regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'a navigation name must be letters, digits, "-" and "_", starting with a letter'),
  z.array(navLink),
);

const item = z.object({
  id,
  title: text,
  urlId: itemUrlId.optional(),
  excerpt: z.string().optional(),
  body: z.string().optional(),
  categories: names.optional(),
  tags: names.optional(),
  starred: z.boolean().optional(),
}).passthrough();

/**
 * A product's merchandising settings (001 §3), by product id: the scarcity fields are checked
 * (the message names the field); the others are kept as written.
 */
const merchandisingContext = z.object({
  scarcityEnabled: z.boolean({ invalid_type_error: 'scarcityEnabled must be true or false' }).optional(),
  scarcityShownByDefault: z.boolean({ invalid_type_error: 'scarcityShownByDefault must be true or false' }).optional(),
  scarcityText: z.string({ invalid_type_error: 'scarcityText must be text such as "Only {qtyInStock} left"' }).optional(),
  scarcityTemplateViews: z.array(z.object({
    qtyInStock: z.number({ invalid_type_error: 'qtyInStock must be a number' }).int().nonnegative(),
    attributes: z.record(z.string()).optional(),
  }).passthrough(), { invalid_type_error: 'scarcityTemplateViews must be a list of views' }).optional(),
}).passthrough();

export const collectionFile = z.object({
  collection: z.object({
    id,
    urlId: topUrlId.optional(),
    title: text,
    typeName: z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be a collection type such as "blog" or "products"'),
    description: z.string().optional(),
    homepage: z.boolean().optional(),
    pageSize: z.number().int().min(1).max(100).optional(),
    regionName: z.string().optional(),
    categories: names.optional(),
    tags: names.optional(),
  }).passthrough(),
  items: z.array(item).default([]),
  productMerchandisingContext: z.record(merchandisingContext).optional(),
}).strict();

/** Keys of a page's context that its own JSON may not take. */
export const PAGE_CONTEXT_KEYS: ReadonlySet<string> = new Set([
  'website', 'websiteSettings', 'navigation', 'localizedStrings', 'pageType', 'collection', 'items', 'item',
  'pagination', 'search', 'requestPath', 'squarespace', 'squarespace-headers', 'squarespace-footers',
]);

export const pageFile = z.object({
  page: z.object({
    id,
    urlId: topUrlId.optional(),
    title: text,
    homepage: z.boolean().optional(),
    regionName: z.string().optional(),
    template: z.string().regex(/^[A-Za-z0-9_-]+$/, 'must name a file of pages/ (letters, digits, "-", "_")').optional(),
    description: z.string().optional(),
  }).passthrough(),
  blockFields: z.record(
    z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a block field id must be letters, digits, "-" or "_"'),
    z.string(),
  ).default({}),
}).catchall(z.unknown()).superRefine((file, ctx) => {
  for (const key of Object.keys(file)) {
    if (PAGE_CONTEXT_KEYS.has(key)) ctx.addIssue({ code: 'custom', path: [key], message: `"${key}" is set by the platform; a page may not carry it` });
  }
});

export type WebsiteFile = z.infer<typeof websiteFile>;
export type CollectionFile = z.infer<typeof collectionFile>;
export type PageFile = z.infer<typeof pageFile>;
