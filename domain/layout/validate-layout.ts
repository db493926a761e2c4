/**
 * The check of a whole layout as the editor sends it (anything: it is read from JSON), before any
 * kind's own settings: ids, kinds and their variants, sections, placements on the 12-column grid,
 * the 60-block limit, backgrounds from the site's palette or its media library. Pure; answers a
 * clean copy (only the known fields) or the issues, each at its path (`sections[0].blocks[3].desktop.span`).
 * The server checks each kind's settings after it (site/features/page-builder/check-layout.ts).
 */
import { Issues, isObject, own } from './check-issues.js';
import { BLOCK_KIND_INFO, isBlockKind } from './block-kinds.js';
import type { LayoutIssue } from './layout-api.js';
import { LAYOUT_LIMITS, SECTION_PADDINGS, SECTION_THEMES, type Block, type Layout, type Placement, type Section, type SectionBackground } from './layout.js';
import { MEDIA_ID } from './layout-media.js';

export const BLOCK_ID = /^[A-Za-z0-9_-]{1,40}$/;

export const LAYOUT_MESSAGES = {
  notLayout: 'A layout is an object with a list of sections.',
  tooManySections: `A page holds at most ${LAYOUT_LIMITS.sectionsPerLayout} sections.`,
  tooManyBlocks: (count: number) => `A layout holds at most ${LAYOUT_LIMITS.blocksPerLayout} blocks; this one has ${count}. Remove ${count - LAYOUT_LIMITS.blocksPerLayout} to save it.`,
  id: 'An id is 1 to 40 letters, digits, "-" or "_".',
  duplicateId: (id: string) => `The id "${id}" is used twice in this layout.`,
  kind: (kind: string) => `"${kind}" is not a kind of block.`,
  variant: (kind: string, variants: readonly string[]) => `A ${kind} block's variant is one of ${variants.join(', ')}.`,
  noVariant: (kind: string) => `A ${kind} block has no variants.`,
  settings: 'Settings are an object.',
  placement: 'A placement is {column, span, row, rows}.',
  whole: (name: string, min: number, max: number) => `${name} is a whole number from ${min} to ${max}.`,
  pastGrid: (column: number, span: number) => `A block starting at column ${column} spanning ${span} goes past the grid's ${LAYOUT_LIMITS.columns} columns.`,
  pastRows: `A block goes past the layout's last row (${LAYOUT_LIMITS.rows}).`,
  padding: `Padding is one of ${SECTION_PADDINGS.join(', ')}.`,
  theme: `The colour theme is one of ${SECTION_THEMES.join(', ')}.`,
  background: 'A background is none, a colour of the site\'s palette or an image of the media library.',
  color: (color: string, palette: readonly string[]) =>
    palette.length === 0 ? `"${color}" is not a colour of the site's palette (this site's design has no colours to choose from).` : `"${color}" is not a colour of the site's palette (${palette.join(', ')}).`,
  media: (id: string) => `No image "${id}" in the media library.`,
  focal: 'A focal point is a number from 0 to 1.',
} as const;

export interface LayoutRules {
  /** The colours a section may use: the site design's colour names. */
  palette: readonly string[];
  /** Media ids the library holds; unchecked when absent (the server resolves them after). */
  media?: ReadonlySet<string>;
}

export type LayoutCheck = { ok: true; layout: Layout } | { ok: false; issues: LayoutIssue[] };


function wholeIn(issues: Issues, path: string, name: string, value: unknown, min: number, max: number): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value;
  issues.add(path, LAYOUT_MESSAGES.whole(name, min, max));
  return undefined;
}

function placement(issues: Issues, path: string, value: unknown): Placement | undefined {
  if (!isObject(value)) {
    issues.add(path, LAYOUT_MESSAGES.placement);
    return undefined;
  }
  const { columns, rows } = LAYOUT_LIMITS;
  const column = wholeIn(issues, `${path}.column`, 'The column', own(value, 'column'), 1, columns);
  const span = wholeIn(issues, `${path}.span`, 'The span', own(value, 'span'), 1, columns);
  const row = wholeIn(issues, `${path}.row`, 'The row', own(value, 'row'), 1, rows);
  const height = wholeIn(issues, `${path}.rows`, 'The rows', own(value, 'rows'), 1, rows);
  if (column === undefined || span === undefined || row === undefined || height === undefined) return undefined;
  if (column + span - 1 > columns) {
    issues.add(`${path}.span`, LAYOUT_MESSAGES.pastGrid(column, span));
    return undefined;
  }
  if (row + height - 1 > rows) {
    issues.add(`${path}.rows`, LAYOUT_MESSAGES.pastRows);
    return undefined;
  }
  return { column, span, row, rows: height };
}

function focal(issues: Issues, path: string, value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1) return value;
  issues.add(path, LAYOUT_MESSAGES.focal);
  return undefined;
}

function background(issues: Issues, path: string, value: unknown, rules: LayoutRules): SectionBackground | undefined {
  if (!isObject(value)) {
    issues.add(path, LAYOUT_MESSAGES.background);
    return undefined;
  }
  const kind = own(value, 'kind');
  if (kind === 'none') return { kind: 'none' };
  if (kind === 'color') {
    const color = own(value, 'color');
    if (typeof color === 'string' && rules.palette.includes(color)) return { kind: 'color', color };
    issues.add(`${path}.color`, LAYOUT_MESSAGES.color(typeof color === 'string' ? color.slice(0, 60) : String(color), rules.palette));
    return undefined;
  }
  if (kind === 'image') {
    const mediaId = own(value, 'mediaId');
    if (typeof mediaId !== 'string' || !MEDIA_ID.test(mediaId) || (rules.media !== undefined && !rules.media.has(mediaId))) {
      issues.add(`${path}.mediaId`, LAYOUT_MESSAGES.media(typeof mediaId === 'string' ? mediaId.slice(0, 64) : ''));
      return undefined;
    }
    const focalX = focal(issues, `${path}.focalX`, own(value, 'focalX'));
    const focalY = focal(issues, `${path}.focalY`, own(value, 'focalY'));
    return { kind: 'image', mediaId, ...(focalX !== undefined ? { focalX } : {}), ...(focalY !== undefined ? { focalY } : {}) };
  }
  issues.add(`${path}.kind`, LAYOUT_MESSAGES.background);
  return undefined;
}

function id(issues: Issues, path: string, value: unknown, seen: Set<string>): string | undefined {
  if (typeof value !== 'string' || !BLOCK_ID.test(value)) {
    issues.add(path, LAYOUT_MESSAGES.id);
    return undefined;
  }
  if (seen.has(value)) {
    issues.add(path, LAYOUT_MESSAGES.duplicateId(value));
    return undefined;
  }
  seen.add(value);
  return value;
}

function block(issues: Issues, path: string, value: unknown, ids: Set<string>): Block | undefined {
  if (!isObject(value)) {
    issues.add(path, 'A block is an object.');
    return undefined;
  }
  const blockId = id(issues, `${path}.id`, own(value, 'id'), ids);
  const kind = own(value, 'kind');
  if (!isBlockKind(kind)) {
    issues.add(`${path}.kind`, LAYOUT_MESSAGES.kind(typeof kind === 'string' ? kind.slice(0, 40) : String(kind)));
    return undefined;
  }
  const { variants } = BLOCK_KIND_INFO[kind];
  const variant = own(value, 'variant');
  let ok = blockId !== undefined;
  if (variant !== undefined && variants.length === 0) {
    issues.add(`${path}.variant`, LAYOUT_MESSAGES.noVariant(kind));
    ok = false;
  } else if (variant !== undefined && (typeof variant !== 'string' || !variants.includes(variant))) {
    issues.add(`${path}.variant`, LAYOUT_MESSAGES.variant(kind, variants));
    ok = false;
  }
  const settings = own(value, 'settings');
  if (!isObject(settings)) {
    issues.add(`${path}.settings`, LAYOUT_MESSAGES.settings);
    ok = false;
  }
  const desktop = placement(issues, `${path}.desktop`, own(value, 'desktop'));
  const phoneValue = own(value, 'phone');
  const phone = phoneValue === undefined || phoneValue === null ? undefined : placement(issues, `${path}.phone`, phoneValue);
  if (!ok || !desktop || !isObject(settings) || blockId === undefined || (phoneValue !== undefined && phoneValue !== null && !phone)) return undefined;
  return { id: blockId, kind, ...(typeof variant === 'string' ? { variant } : {}), settings, desktop, ...(phone ? { phone } : {}) };
}

function section(issues: Issues, path: string, value: unknown, rules: LayoutRules, ids: Set<string>): Section | undefined {
  if (!isObject(value)) {
    issues.add(path, 'A section is an object.');
    return undefined;
  }
  const sectionId = id(issues, `${path}.id`, own(value, 'id'), ids);
  const back = background(issues, `${path}.background`, own(value, 'background'), rules);
  const padding = own(value, 'padding');
  const theme = own(value, 'theme');
  const paddingOk = (SECTION_PADDINGS as readonly unknown[]).includes(padding);
  const themeOk = (SECTION_THEMES as readonly unknown[]).includes(theme);
  if (!paddingOk) issues.add(`${path}.padding`, LAYOUT_MESSAGES.padding);
  if (!themeOk) issues.add(`${path}.theme`, LAYOUT_MESSAGES.theme);
  const list = own(value, 'blocks');
  if (!Array.isArray(list)) {
    issues.add(`${path}.blocks`, 'A section holds a list of blocks.');
    return undefined;
  }
  const blocks = list.map((b, at) => block(issues, `${path}.blocks[${at}]`, b, ids));
  if (sectionId === undefined || !back || !paddingOk || !themeOk || blocks.some((b) => b === undefined)) return undefined;
  return { id: sectionId, background: back, padding: padding as Section['padding'], theme: theme as Section['theme'], blocks: blocks as Block[] };
}

export function validateLayout(value: unknown, rules: LayoutRules): LayoutCheck {
  const issues = new Issues();
  const list = isObject(value) ? own(value, 'sections') : undefined;
  if (!Array.isArray(list)) return { ok: false, issues: [{ path: 'sections', message: LAYOUT_MESSAGES.notLayout }] };
  if (list.length > LAYOUT_LIMITS.sectionsPerLayout) return { ok: false, issues: [{ path: 'sections', message: LAYOUT_MESSAGES.tooManySections }] };
  const count = list.reduce<number>((n, s) => n + (isObject(s) && Array.isArray(own(s, 'blocks')) ? (own(s, 'blocks') as unknown[]).length : 0), 0);
  if (count > LAYOUT_LIMITS.blocksPerLayout) return { ok: false, issues: [{ path: 'sections', message: LAYOUT_MESSAGES.tooManyBlocks(count) }] };
  const ids = new Set<string>();
  const sections = list.map((s, at) => section(issues, `sections[${at}]`, s, rules, ids));
  if (issues.list.length > 0) return { ok: false, issues: issues.list };
  return { ok: true, layout: { sections: sections as Section[] } };
}

/** Every media id a layout shows: section backgrounds and image blocks' `mediaId` settings. */
export function layoutMediaIds(layout: Layout): string[] {
  const ids = new Set<string>();
  for (const s of layout.sections) {
    if (s.background.kind === 'image') ids.add(s.background.mediaId);
    for (const b of s.blocks) {
      const mediaId = b.settings['mediaId'];
      if (typeof mediaId === 'string' && mediaId !== '') ids.add(mediaId);
    }
  }
  return [...ids];
}
