/**
 * A layout rendered to HTML and its stylesheet (layout-css.ts; the page puts it in its head): each section
 * (`<section class="page-section theme-<theme> padding-<padding>" data-section-id>`) holding its
 * 12-column grid, each block in reading order (desktop row, then column) wrapped in
 * `<div class="sqs-block <kind>-block" data-block-id data-block-kind>`. A block's inner HTML is its
 * kind's JSON-T template (block-templates.ts: the folder's `blocks/<kind>.block`, else
 * `templates/blocks/<kind>.block`) over `{ ...data, website, block: {id, kind, variant, settings}, data }`;
 * templates escape what they print (`|html`, `|htmlattr`), and only cleaned rich text and an
 * ADMIN's code block are printed as HTML. Stored settings are checked again by the kind's schema
 * (a block whose settings no longer pass, or whose kind this server lacks, renders empty and is
 * reported in `errors`). The lead image of a page's or an item's body (the first image or gallery
 * block of its first section, in reading order: what a visitor's first screen most likely shows
 * largest) is drawn with `block.priority` true, which the templates load at once and first
 * (`loading="eager" fetchpriority="high"`) instead of lazily. Pure: the caller keeps the result
 * per content version (site/pipeline/page-layouts.ts).
 */
import type { JsonValue } from '../../../library/index.js';
import { BLOCK_KIND_INFO } from '../../../domain/layout/block-kinds.js';
import type { Block, Layout, LayoutOwner, Section } from '../../../domain/layout/layout.js';
import type { LayoutMedia, StoredLayout } from '../../../domain/layout/layout-media.js';
import type { CompiledSite } from '../../folder/compile-folder.js';
import { escapeAttribute } from '../../../formatters/util/html-escape.js';
import type { BlockEnv, BlockIslands } from './block-definition.js';
import { blockTemplateFor } from './block-templates.js';
import { layoutCss } from './layout-css.js';
import { blockDefinition } from './kinds/index.js';

export interface LayoutRenderEnv extends BlockEnv {
  compiled: CompiledSite | undefined;
  /** The site's palette: colour name → hex (the design's colour tweaks). */
  palette: Readonly<Record<string, string>>;
  locale: string;
  timeZone?: string | undefined;
}

export interface RenderedLayout {
  /** The whole layout: its sections and blocks. */
  html: string;
  /** Its own rules (layout-css.ts, after LAYOUT_BASE_CSS), for a `<style>` in the page's head. */
  css: string;
  /** Each block's own wrapped HTML by id (the editor's canvas). */
  blocks: Record<string, string>;
  /** Islands the blocks need, merged. */
  islands: BlockIslands;
  /** What went wrong, by block (logged by the caller; a visitor sees the block empty). */
  errors: string[];
}

/** The attribute selector of a layout's root: owners are `[A-Za-z0-9_/-]` keys (layout-owner.ts). */
const layoutKey = (owner: LayoutOwner): string => owner.replace(/[^A-Za-z0-9_/-]/g, '');
export const layoutScope = (owner: LayoutOwner): string => `[data-layout="${layoutKey(owner)}"]`;

const readingOrder = (a: Block, b: Block): number => a.desktop.row - b.desktop.row || a.desktop.column - b.desktop.column;

/** Kinds whose first image may be the page's largest paint. */
const LEAD_KINDS: ReadonlySet<string> = new Set(['image', 'gallery']);

/** The id of the block whose image loads first: the first image or gallery of the first section of a page's or an item's body (not of a block field, drawn beside or below it). */
export function leadImageBlock(owner: LayoutOwner, layout: Layout): string | undefined {
  const body = /^page\/[^/]+$/.test(owner) || /^item\/[^/]+\/[^/]+$/.test(owner);
  const first = layout.sections[0];
  if (!body || !first) return undefined;
  return [...first.blocks].sort(readingOrder).find((block) => LEAD_KINDS.has(block.kind))?.id;
}

/** Islands of two blocks together: the commerce island's products are joined, other islands kept once. */
export function mergeIslands(into: BlockIslands, add: BlockIslands | undefined): BlockIslands {
  if (!add) return into;
  const out: Record<string, unknown> = { ...into };
  for (const [key, value] of Object.entries(add)) {
    const was = out[key];
    if (was && typeof was === 'object' && value && typeof value === 'object') {
      const a = was as Record<string, unknown>;
      const b = value as Record<string, unknown>;
      out[key] = { ...a, ...b, ...(a['products'] || b['products'] ? { products: { ...(a['products'] as object), ...(b['products'] as object) } } : {}) };
    } else if (value !== undefined) out[key] = value;
  }
  return out as BlockIslands;
}

interface BlockOutcome {
  html: string;
  islands?: BlockIslands | undefined;
  error?: string;
}

function blockInner(block: Block, env: LayoutRenderEnv, priority: boolean): BlockOutcome {
  const definition = blockDefinition(block.kind);
  if (!definition) return { html: '', error: `block ${block.id}: the ${block.kind} block is not available on this server` };
  const parsed = definition.settings.safeParse(block.settings);
  if (!parsed.success) return { html: '', error: `block ${block.id}: its settings no longer pass: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}` };
  const settings = parsed.data;
  const data = definition.data(settings, env, block);
  const islands = definition.islands?.(settings, env, block);
  const template = blockTemplateFor(block.kind, env.compiled);
  if (!template) return { html: '', error: `block ${block.id}: no template draws the ${block.kind} block` };
  // A block saved without a variant shows its kind's first (the catalogue's default).
  const variant = block.variant ?? BLOCK_KIND_INFO[block.kind].variants[0];
  const context = { ...data, website: env.content.website, block: { id: block.id, kind: block.kind, ...(variant ? { variant } : {}), settings, ...(priority ? { priority } : {}) }, data };
  const result = template.template.render(context as JsonValue, {
    ...(env.compiled ? { partials: env.compiled.partials } : {}),
    locale: env.locale,
    ...(env.timeZone ? { timeZone: env.timeZone } : {}),
  });
  if (result.errors.length > 0) return { html: '', error: `block ${block.id}: ${template.file}: ${result.errors.map((e) => e.message).join('; ')}` };
  return { html: result.html.trim(), islands };
}

function wrapped(block: Block, inner: string): string {
  const kind = escapeAttribute(block.kind);
  return `<div class="sqs-block ${kind}-block" data-block-id="${escapeAttribute(block.id)}" data-block-kind="${kind}"><div class="sqs-block-content">${inner}</div></div>`;
}

function sectionOpen(section: Section): string {
  return `<section class="page-section theme-${section.theme} padding-${section.padding} background-${section.background.kind}" data-section-id="${escapeAttribute(section.id)}">`;
}

export function renderLayout(owner: LayoutOwner, stored: StoredLayout, env: LayoutRenderEnv): RenderedLayout {
  const layout: Layout = stored.layout;
  const media: LayoutMedia = stored.media;
  const blockEnv: LayoutRenderEnv = { ...env, media };
  const scope = layoutScope(owner);
  const blocks: Record<string, string> = {};
  const errors: string[] = [];
  let islands: BlockIslands = {};
  const lead = leadImageBlock(owner, layout);
  const sections = layout.sections.map((section) => {
    const inner = [...section.blocks].sort(readingOrder).map((block) => {
      const outcome = blockInner(block, blockEnv, block.id === lead);
      if (outcome.error) errors.push(outcome.error);
      islands = mergeIslands(islands, outcome.islands);
      const html = wrapped(block, outcome.html);
      blocks[block.id] = html;
      return html;
    });
    return `${sectionOpen(section)}<div class="page-section-grid">${inner.join('')}</div></section>`;
  });
  const html = `<div class="page-layout" data-layout="${layoutKey(owner)}">${sections.join('')}</div>`;
  return { html, css: layoutCss(scope, layout, env.palette, media), blocks, islands, errors };
}
