/**
 * What a layout belongs to (`domain/layout/layout.ts`, LayoutOwner), read from its key and found
 * in the stored content: a page (`page/<pageId>`), one of its block fields
 * (`page/<pageId>/<fieldId>`, a `<squarespace:block-field>` of a page or collection template), a
 * collection item's body (`item/<collectionId>/<itemId>`) or a block field of the site's layout
 * regions (`site/<fieldId>`, written in a `.region` file, shown on every page). An owner that does
 * not exist is a 404 naming it.
 */
import type { LayoutOwner } from '../../../domain/layout/layout.js';
import type { SiteContent } from '../../content/types.js';
import type { CompiledSite } from '../../folder/compile-folder.js';
import { ApiError } from '../../edge/api-error.js';

const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

export type ParsedOwner =
  | { kind: 'page'; pageId: string }
  | { kind: 'page-field'; pageId: string; fieldId: string }
  | { kind: 'item'; collectionId: string; itemId: string }
  | { kind: 'site-field'; fieldId: string };

export const OWNER_MESSAGE = 'A layout belongs to page/<pageId>, page/<pageId>/<fieldId>, item/<collectionId>/<itemId> or site/<fieldId>.';

/** The owner a key names, or undefined for a key of no such form. */
export function parseOwner(segments: readonly string[]): ParsedOwner | undefined {
  if (segments.length < 2 || segments.length > 3 || !segments.every((s) => SEGMENT.test(s))) return undefined;
  const [head, a, b] = segments as [string, string, string | undefined];
  if (head === 'page') return b === undefined ? { kind: 'page', pageId: a } : { kind: 'page-field', pageId: a, fieldId: b };
  if (head === 'item' && b !== undefined) return { kind: 'item', collectionId: a, itemId: b };
  if (head === 'site' && b === undefined) return { kind: 'site-field', fieldId: a };
  return undefined;
}

export const ownerKey = (owner: ParsedOwner): LayoutOwner => {
  switch (owner.kind) {
    case 'page':
      return `page/${owner.pageId}`;
    case 'page-field':
      return `page/${owner.pageId}/${owner.fieldId}`;
    case 'item':
      return `item/${owner.collectionId}/${owner.itemId}`;
    case 'site-field':
      return `site/${owner.fieldId}`;
  }
};

/** Whether a block field is written in one of the site's layout regions (shared by every page). */
export const isRegionFile = (file: string): boolean => file.endsWith('.region') || file.split('+').every((f) => f.endsWith('.region'));

function fieldIds(compiled: CompiledSite | undefined, inRegion: boolean): Set<string> {
  return new Set((compiled?.blockFields ?? []).filter((tag) => isRegionFile(tag.file) === inRegion).map((tag) => tag.id));
}

const missing = (message: string): ApiError => new ApiError(404, 'unknown-owner', message);

/** The public URL the owner shows on; a 404 naming what does not exist. */
export function ownerPageUrl(owner: ParsedOwner, content: SiteContent, compiled: CompiledSite | undefined): string {
  switch (owner.kind) {
    case 'page':
    case 'page-field': {
      const page = content.pages.find((p) => p.page.id === owner.pageId);
      if (!page) throw missing(`No page with id "${owner.pageId}".`);
      if (owner.kind === 'page-field' && !fieldIds(compiled, false).has(owner.fieldId)) throw missing(`No block field "${owner.fieldId}" in the site's page templates.`);
      return page.page.homepage === true ? '/' : page.page.fullUrl || `/${page.page.urlId}`;
    }
    case 'item': {
      const record = content.collections.find((c) => c.collection.id === owner.collectionId);
      if (!record) throw missing(`No collection with id "${owner.collectionId}".`);
      const item = record.items.find((i) => i.id === owner.itemId);
      if (!item) throw missing(`No item with id "${owner.itemId}" in the collection "${record.collection.title}".`);
      return item.fullUrl;
    }
    case 'site-field':
      if (!fieldIds(compiled, true).has(owner.fieldId)) throw missing(`No block field "${owner.fieldId}" in the site's layout regions.`);
      return '/';
  }
}
