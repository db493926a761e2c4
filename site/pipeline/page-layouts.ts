/**
 * The layouts a page shows, from the published layouts of the content snapshot (drafts never):
 * - a page's own layout `page/<id>` is drawn in `{squarespace.main-content}` after its template's
 *   output (`main`), so any page template, the built-in one included, shows it;
 * - each `<squarespace:block-field id=X>`: of a page or collection template, the layout
 *   `page/<pageId>/X`; of a layout region (`.region`, on every page), the layout `site/X`; when no
 *   such layout is published, the field keeps the HTML the page stored for it (nothing is lost);
 * - an item's page: the layout `item/<collectionId>/<itemId>` replaces the item's HTML body.
 * Each layout is rendered once per published layout, site and content version (and path, for the
 * navigation block's current link), not per request; the islands its blocks need are merged
 * into the page's.
 */
import { colorAsHex, effectiveValues } from '../../domain/design/tweaks.js';
import type { LayoutOwner } from '../../domain/layout/layout.js';
import type { StoredLayout } from '../../domain/layout/layout-media.js';
import type { PageRecord, SiteContent } from '../content/types.js';
import type { BlockIslands } from '../features/page-builder/block-definition.js';
import { isRegionFile } from '../features/page-builder/layout-owner.js';
import { mergeIslands, renderLayout, type RenderedLayout } from '../features/page-builder/render-layout.js';
import { requestLog } from '../edge/log.js';
import type { SiteRuntime } from './site-runtime.js';

export interface LayoutSources {
  site: SiteRuntime;
  content: SiteContent;
  layouts: Readonly<Record<LayoutOwner, StoredLayout>>;
  /** The saved design values (the palette's colours). */
  design: unknown;
  path: string;
  origin: string;
  language: string;
  timeZone: string | undefined;
}

export interface PageLayouts {
  /** The page's own layout, drawn after its template in the main content. */
  main?: string;
  /** HTML of block fields by their tag key (`squarespace.blockFields.<key>`). */
  fields: Record<string, string>;
  /** The item's body drawn from its layout. */
  itemBody?: string;
  islands: BlockIslands;
  /** The stylesheets of the layouts shown (for the head: `PageObject.layoutCss`). */
  css: string[];
}

const palettes = new WeakMap<SiteRuntime, { design: unknown; palette: Record<string, string> }>();

/** The site's palette: its colour design settings by name, as hex (the owner's values, else the folder's). */
export function sitePalette(site: SiteRuntime, design: unknown): Record<string, string> {
  const kept = palettes.get(site);
  if (kept && kept.design === design) return kept.palette;
  const values = effectiveValues(site.tweaks, design);
  const palette: Record<string, string> = {};
  for (const tweak of site.tweaks) {
    const value = values[tweak.name];
    const hex = tweak.type === 'color' && typeof value === 'string' ? colorAsHex(value) : undefined;
    if (hex) palette[tweak.name] = hex;
  }
  palettes.set(site, { design, palette });
  return palette;
}

const MAX_PATHS = 500;
/** Rendered layouts by stored layout, then site, then content, then path. */
const rendered = new WeakMap<StoredLayout, WeakMap<SiteRuntime, WeakMap<SiteContent, Map<string, RenderedLayout>>>>();

function keptMap<K extends object, V>(map: WeakMap<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}

/** A layout rendered for a page (kept per layout, site, content and path). */
export function layoutHtml(owner: LayoutOwner, stored: StoredLayout, src: LayoutSources): RenderedLayout {
  const byPath = keptMap(keptMap(keptMap(rendered, stored, () => new WeakMap()), src.site, () => new WeakMap()), src.content, () => new Map<string, RenderedLayout>());
  const key = `${owner}\n${src.path}`;
  let result = byPath.get(key);
  if (result === undefined) {
    result = renderLayout(owner, stored, {
      content: src.content,
      path: src.path,
      origin: src.origin,
      compiled: src.site.compiled,
      palette: sitePalette(src.site, src.design),
      locale: src.language,
      timeZone: src.timeZone,
    });
    for (const error of result.errors) requestLog(undefined).error({ owner }, `layout ${owner}: ${error}`);
    if (byPath.size >= MAX_PATHS) byPath.clear();
    byPath.set(key, result);
  }
  return result;
}

export function pageLayouts(src: LayoutSources, page: PageRecord | undefined, item: { collectionId: string; itemId: string } | undefined): PageLayouts {
  const out: PageLayouts = { fields: {}, islands: {}, css: [] };
  const use = (owner: LayoutOwner): string | undefined => {
    const stored = Object.hasOwn(src.layouts, owner) ? src.layouts[owner] : undefined;
    if (!stored) return undefined;
    const done = layoutHtml(owner, stored, src);
    out.islands = mergeIslands(out.islands, done.islands);
    out.css.push(done.css);
    return done.html;
  };
  if (page) {
    const main = use(`page/${page.page.id}`);
    if (main !== undefined) out.main = main;
  }
  for (const tag of src.site.compiled?.blockFields ?? []) {
    const html = isRegionFile(tag.file) ? use(`site/${tag.id}`) : page ? use(`page/${page.page.id}/${tag.id}`) : undefined;
    if (html !== undefined) out.fields[tag.key] = html;
  }
  if (item) {
    const body = use(`item/${item.collectionId}/${item.itemId}`);
    if (body !== undefined) out.itemBody = body;
  }
  return out;
}
