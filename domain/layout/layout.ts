/**
 * A layout: what an owner builds a page from. A page's body, a collection item's body (post, event,
 * product description) and every open block field of the site's templates
 * (`<squarespace:block-field id=…>`: footers, sidebars) is one layout of sections, each holding
 * blocks placed on a 12-column grid, once for desktop (≥ 433 px) and once for phones (≤ 432 px).
 * This is the one definition of the stored shape, shared by the admin's editor and the server.
 */
import type { BlockKind } from './block-kinds.js';

/** Seed 001 §9 and its breakpoints. */
export const LAYOUT_LIMITS = {
  blocksPerLayout: 60,
  sectionsPerLayout: 30,
  columns: 12,
  /** Rows a block may start on or span, per arrangement. */
  rows: 200,
  tracksPerAlbum: 60,
  phoneMaxWidth: 432,
  desktopMinWidth: 433,
} as const;

/** Where a block sits in one arrangement: 1-based grid lines, like CSS grid. */
export interface Placement {
  /** 1..12 */
  column: number;
  /** 1..12, column + span - 1 <= 12 */
  span: number;
  /** 1-based row the block starts on. */
  row: number;
  /** Rows it spans (>= 1). */
  rows: number;
}

export interface Block {
  /** Stable id, unique in its layout: `[A-Za-z0-9_-]{1,40}`. */
  id: string;
  kind: BlockKind;
  /** One of the kind's variants (block-kinds.ts), else absent. */
  variant?: string;
  /** The kind's own settings, checked by the kind's schema on the server. */
  settings: Record<string, unknown>;
  desktop: Placement;
  /** Absent: stacked in order, full width, on phones. */
  phone?: Placement;
}

export type SectionBackground =
  | { kind: 'none' }
  /** A colour of the site's palette (design tweak name or palette key), never free CSS. */
  | { kind: 'color'; color: string }
  /** A stored media id with its focal point (0..1). */
  | { kind: 'image'; mediaId: string; focalX?: number; focalY?: number };

export const SECTION_PADDINGS = ['none', 'small', 'medium', 'large'] as const;
export type SectionPadding = (typeof SECTION_PADDINGS)[number];
export const SECTION_THEMES = ['light', 'bright', 'dark', 'accent'] as const;
export type SectionTheme = (typeof SECTION_THEMES)[number];

export interface Section {
  id: string;
  background: SectionBackground;
  padding: SectionPadding;
  theme: SectionTheme;
  blocks: Block[];
}

export interface Layout {
  sections: Section[];
}

/**
 * What a layout belongs to, as a path-safe key:
 * - `page/<pageId>` the page's body (its `main` field), `page/<pageId>/<fieldId>` another block field of the page;
 * - `item/<collectionId>/<itemId>` an item's body (post, event, product description);
 * - `site/<fieldId>` a block field of the site's layout regions (header, footer, sidebar), on every page.
 */
export type LayoutOwner = string;

export const EMPTY_LAYOUT: Layout = Object.freeze({ sections: [] }) as Layout;
