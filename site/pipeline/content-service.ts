/**
 * The site's content as every request reads it: stored in the database (`site_content` parts and
 * the catalogue), seeded once from the site folder's `content/`. Each request asks for the
 * content's version (the parts' and the catalogue's, stock included; reused for
 * `CONTENT_STATE_TTL_MS` unless this process changed the content, content-state.ts); the stored
 * content is read and assembled again only when that changed, so a page shows this process's
 * changes at once and other processes' within the TTL. The objects handed out are shared: read
 * them, never change them.
 */
import { listProducts, putSiteContent, readSiteContent, seedSiteContent, type ProductRecord, type Store } from '../db/index.js';
import { currentContentState } from '../db/content-state.js';
import type { CollectionRecord, Item, PageRecord, SiteContent } from '../content/types.js';
import { itemsWithLiveStock } from '../features/products/live-stock.js';
import { isJsonObject, type JsonObject } from '../../domain/json-object.js';
import { TEMPLATE_PART_PREFIX } from '../../domain/admin/templates.js';
import { ENTITLEMENTS_PART, entitlementsOf, type Entitlements } from '../../domain/admin/entitlements.js';
import type { TemplateOverlay } from '../folder/template-overlay.js';
import { codeInjectionOf, type CodeInjection } from '../../domain/admin/content/code-injection.js';
import { readHeaderFooterVersioned, readMultilingual } from '../server/site-settings.js';
import type { ContentSnapshot } from '../server/content-snapshot.js';
import { codeInjectionAllowed, CUSTOM_CODE_SETTING, customCodeApprovalsOf, type CustomCodeApprovals } from '../../domain/admin/custom-code.js';
import { getSetting } from '../db/settings.js';
import { DESIGN_PART } from '../../domain/design/tweaks.js';
import { cleanContentPart, cleanItem } from '../content/content-cleaning.js';
import { WEBSITE_PART } from '../../domain/content/website-settings.js';
import type { LayoutOwner } from '../../domain/layout/layout.js';
import type { StoredLayout } from '../../domain/layout/layout-media.js';
import { PUBLISHED_PART_PREFIX, storedLayoutOf } from '../features/page-builder/layout-store.js';
import { isPublished, nextRelease, publicationTimes } from '../../domain/content/publication.js';
import { siteNow } from '../server/site-clock.js';
import { SLIDE_PUBLISHED_PREFIX, storedSlideOf } from '../features/page-builder/slide-store.js';
import type { StoredSlide } from '../../domain/layout/layout-media.js';

interface StoredParts {
  parts: Record<string, unknown>;
  code: CodeInjection;
  approvals: CustomCodeApprovals;
  /** The multilingual default language when multilingual is connected. */
  defaultLanguage: string | undefined;
  layouts: Record<LayoutOwner, StoredLayout>;
  slides: Record<string, StoredSlide>;
}

async function readStoredParts(store: Store): Promise<StoredParts> {
  const [stored, headerFooter, multilingual, storedApprovals] = await Promise.all([readSiteContent(store), readHeaderFooterVersioned(store), readMultilingual(store), getSetting(store, CUSTOM_CODE_SETTING)]);
  const defaultLanguage = multilingual.connected && multilingual.defaultLanguage ? multilingual.defaultLanguage : undefined;
  // Rich text stored before it was cleaned on save (or seeded from a folder) is cleaned here, once per version of the parts.
  const parts = Object.fromEntries(Object.entries(stored).map(([part, value]) => [part, cleanContentPart(part, value)]));
  const approvals = customCodeApprovalsOf(storedApprovals);
  // The owner's code is on the pages only in the version an ADMIN allowed.
  const code = codeInjectionAllowed(approvals, headerFooter.version) ? codeInjectionOf(headerFooter.value) : NO_CODE;
  return { parts, code, approvals, defaultLanguage, layouts: layoutsOf(stored), slides: slidesOf(stored) };
}

const NO_CODE: CodeInjection = { header: '', footer: '' };
const WEBSITE = WEBSITE_PART;
const NAVIGATION = 'navigation';
const COLLECTION = 'collection:';
const PAGE = 'page:';

/** The products collections' items, as the catalogue seeds them. */
export function catalogueSeed(content: SiteContent): JsonObject {
  const collections = content.collections.filter((c) => c.collection.typeName === 'products').map((c) => ({ items: c.items }));
  return { website: content.website, collections };
}

/** The stored parts of the content (products live in the catalogue, not in their collection's part). */
function partsOf(content: SiteContent): Record<string, unknown> {
  const parts: Record<string, unknown> = { [WEBSITE]: content.website, [NAVIGATION]: content.navigation };
  content.collections.forEach((record, index) => {
    const items = record.collection.typeName === 'products' ? [] : record.items;
    parts[`${COLLECTION}${record.collection.id}`] = { ...record, items, index };
  });
  content.pages.forEach((record, index) => {
    parts[`${PAGE}${record.page.id}`] = { ...record, index };
  });
  return parts;
}

/** Stores the parts the database does not have yet; `replace` overwrites them all (development mode). */
export async function seedContent(store: Store, content: SiteContent, replace = false): Promise<void> {
  const parts = partsOf(content);
  if (!replace) {
    await seedSiteContent(store, parts);
    return;
  }
  for (const [part, value] of Object.entries(parts)) await putSiteContent(store, part, value);
}

function byIndex<T extends { index?: unknown }>(records: T[]): T[] {
  return records.sort((a, b) => Number(a.index ?? 0) - Number(b.index ?? 0));
}

/** A collection's record as visitors see it at `now`: its scheduled items left out until their time (products have their own visibility). */
function published(record: CollectionRecord, now: number): CollectionRecord {
  if (record.collection.typeName === 'products' || record.items.every((item) => isPublished(item, now))) return record;
  return { ...record, items: record.items.filter((item) => isPublished(item, now)) };
}

/** The stored items' publication times, ascending (read once per version of the parts). */
function storedPublicationTimes({ parts }: StoredParts): number[] {
  const items: unknown[] = [];
  for (const [part, value] of Object.entries(parts)) {
    if (part.startsWith(COLLECTION) && isJsonObject(value) && Array.isArray(value['items'])) items.push(...value['items']);
  }
  return publicationTimes(items);
}

function assemble({ parts, defaultLanguage }: StoredParts, products: ProductRecord[], now: number): SiteContent {
  const collections: (CollectionRecord & { index?: unknown })[] = [];
  const pages: (PageRecord & { index?: unknown })[] = [];
  for (const [part, value] of Object.entries(parts)) {
    if (!isJsonObject(value)) continue;
    if (part.startsWith(COLLECTION)) collections.push(value as unknown as CollectionRecord);
    else if (part.startsWith(PAGE)) pages.push(value as unknown as PageRecord);
  }
  const live = itemsWithLiveStock(products).map(cleanItem) as Item[];
  const withProducts = byIndex(collections).map((record) => {
    if (record.collection.typeName !== 'products') return published(record, now);
    const id = record.collection.id;
    const items = live.filter((item) => item['collectionId'] === undefined || item['collectionId'] === id);
    return { ...record, items };
  });
  const website = isJsonObject(parts[WEBSITE]) ? parts[WEBSITE] : {};
  return {
    // The multilingual default language, when connected, is the site's language.
    website: defaultLanguage ? { ...website, language: defaultLanguage } : website,
    navigation: (isJsonObject(parts[NAVIGATION]) ? parts[NAVIGATION] : {}) as SiteContent['navigation'],
    collections: withProducts,
    pages: byIndex(pages),
  };
}

let parts: { version: string; value: StoredParts; times: number[] } | undefined;
let snapshot: ContentSnapshot | undefined;
let templates: TemplateOverlay = {};

/** The published templates of the parts; the previous object when none of them changed. */
function templatesOf(value: Record<string, unknown>): TemplateOverlay {
  const next: Record<string, string> = {};
  for (const [part, source] of Object.entries(value)) {
    if (part.startsWith(TEMPLATE_PART_PREFIX) && typeof source === 'string') next[part.slice(TEMPLATE_PART_PREFIX.length)] = source;
  }
  const same = Object.keys(next).length === Object.keys(templates).length && Object.entries(next).every(([path, source]) => templates[path] === source);
  if (!same) templates = next;
  return templates;
}

/** The published layouts of the parts, by owner. */
function layoutsOf(value: Record<string, unknown>): Record<LayoutOwner, StoredLayout> {
  const layouts: Record<LayoutOwner, StoredLayout> = {};
  for (const [part, stored] of Object.entries(value)) {
    if (!part.startsWith(PUBLISHED_PART_PREFIX)) continue;
    const layout = storedLayoutOf(stored);
    if (layout) layouts[part.slice(PUBLISHED_PART_PREFIX.length)] = layout;
  }
  return layouts;
}

/** The published slides of the parts, by owner. */
function slidesOf(value: Record<string, unknown>): Record<string, StoredSlide> {
  const slides: Record<string, StoredSlide> = {};
  for (const [part, stored] of Object.entries(value)) {
    if (!part.startsWith(SLIDE_PUBLISHED_PREFIX)) continue;
    const slide = storedSlideOf(stored);
    if (slide) slides[part.slice(SLIDE_PUBLISHED_PREFIX.length)] = slide;
  }
  return slides;
}

let design: { json: string; value: unknown } = { json: 'undefined', value: undefined };

/** The saved design values of the parts; the previous object when they did not change. */
function designOf(value: Record<string, unknown>): unknown {
  const json = JSON.stringify(value[DESIGN_PART]) ?? 'undefined';
  if (json !== design.json) design = { json, value: value[DESIGN_PART] };
  return design.value;
}

/**
 * The content as it is stored now and visible at `now` (one version query, and one read of what
 * changed). The key names the next scheduled release too: once its time passes the snapshot is
 * assembled again with that item in, under a new key, so kept pages and lists change without a
 * restart or a write.
 */
export async function contentSnapshot(store: Store, now: number = siteNow()): Promise<ContentSnapshot> {
  const state = await currentContentState(store);
  if (parts?.version !== state.parts) {
    const value = await readStoredParts(store);
    parts = { version: state.parts, value, times: storedPublicationTimes(value) };
  }
  const release = nextRelease(parts.times, now);
  const key = `${state.parts}|${state.products}|${state.stock}|${release === undefined ? '-' : String(release)}`;
  if (snapshot?.key !== key) {
    const products = await listProducts(store);
    snapshot = {
      key, content: assemble(parts.value, products, now), products, templates: templatesOf(parts.value.parts), code: parts.value.code, approvals: parts.value.approvals,
      entitlements: entitlementsOf(parts.value.parts[ENTITLEMENTS_PART]),
      design: designOf(parts.value.parts),
      layouts: parts.value.layouts,
      slides: parts.value.slides,
    };
  }
  return snapshot;
}
