/**
 * The editor's changes to a layout, each pure: the layout before → the layout after, or a message
 * saying why the change cannot be made (a limit). Nothing here mutates its input.
 */
import type { BlockKind } from '../../../../domain/layout/block-kinds.js';
import { LAYOUT_LIMITS, type Block, type Layout, type Placement, type Section, type SectionBackground, type SectionPadding, type SectionTheme } from '../../../../domain/layout/layout.js';
import { clampPlacement, firstFreeSpot, pushDown, stackedPhone, type Arrangement } from '../../../../domain/layout/placement.js';
import { blockStart } from './block-defaults.js';

export type Change = { ok: true; layout: Layout } | { ok: false; message: string };

/** Makes ids unique in their layout (the editor uses random ones; tests a counter). */
export type NewId = () => string;

export const BLOCK_LIMIT_MESSAGE = `A layout holds at most ${String(LAYOUT_LIMITS.blocksPerLayout)} blocks. Remove a block before adding another.`;
export const SECTION_LIMIT_MESSAGE = `A layout holds at most ${String(LAYOUT_LIMITS.sectionsPerLayout)} sections. Remove a section before adding another.`;

const done = (layout: Layout): Change => ({ ok: true, layout });
const refused = (message: string): Change => ({ ok: false, message });

export const blockCount = (layout: Layout): number => layout.sections.reduce((n, s) => n + s.blocks.length, 0);

export function findBlock(layout: Layout, blockId: string): { section: Section; sectionIndex: number; block: Block; index: number } | undefined {
  for (const [sectionIndex, section] of layout.sections.entries()) {
    const index = section.blocks.findIndex((b) => b.id === blockId);
    const block = section.blocks[index];
    if (block) return { section, sectionIndex, block, index };
  }
  return undefined;
}

const withSection = (layout: Layout, sectionId: string, change: (s: Section) => Section): Layout => ({
  sections: layout.sections.map((s) => (s.id === sectionId ? change(s) : s)),
});

const withBlock = (layout: Layout, blockId: string, change: (b: Block, s: Section) => Block): Layout => ({
  sections: layout.sections.map((s) => (s.blocks.some((b) => b.id === blockId) ? { ...s, blocks: s.blocks.map((b) => (b.id === blockId ? change(b, s) : b)) } : s)),
});

/** Whether the section has its own phone arrangement (then every block in it has one). */
export const hasPhoneArrangement = (section: Section): boolean => section.blocks.some((b) => b.phone !== undefined);

/** Gives every block of the section its stacked phone placement, so arranging one on phones moves no other. */
function arrangePhone(section: Section): Section {
  if (section.blocks.every((b) => b.phone !== undefined)) return section;
  const stacked = stackedPhone(section.blocks);
  return { ...section, blocks: section.blocks.map((b, i) => (b.phone ? b : { ...b, phone: stacked[i] ?? clampPlacement(b.desktop) })) };
}

export function newSection(id: string): Section {
  return { id, background: { kind: 'none' }, padding: 'medium', theme: 'light', blocks: [] };
}

/** Adds an empty section at `index` (at the end when absent). */
export function addSection(layout: Layout, id: string, index = layout.sections.length): Change {
  if (layout.sections.length >= LAYOUT_LIMITS.sectionsPerLayout) return refused(SECTION_LIMIT_MESSAGE);
  const sections = [...layout.sections];
  sections.splice(Math.max(0, Math.min(index, sections.length)), 0, newSection(id));
  return done({ sections });
}

export function removeSection(layout: Layout, sectionId: string): Change {
  return done({ sections: layout.sections.filter((s) => s.id !== sectionId) });
}

/** A copy of the section (new ids for it and its blocks) right after it. */
export function duplicateSection(layout: Layout, sectionId: string, newId: NewId): Change {
  const index = layout.sections.findIndex((s) => s.id === sectionId);
  const section = layout.sections[index];
  if (!section) return done(layout);
  if (layout.sections.length >= LAYOUT_LIMITS.sectionsPerLayout) return refused(SECTION_LIMIT_MESSAGE);
  if (blockCount(layout) + section.blocks.length > LAYOUT_LIMITS.blocksPerLayout) return refused(BLOCK_LIMIT_MESSAGE);
  const copy: Section = { ...section, id: newId(), blocks: section.blocks.map((b) => ({ ...structuredClone(b), id: newId() })) };
  const sections = [...layout.sections];
  sections.splice(index + 1, 0, copy);
  return done({ sections });
}

/** Moves a section up (-1) or down (+1); at either end nothing moves. */
export function moveSection(layout: Layout, sectionId: string, delta: -1 | 1): Change {
  const index = layout.sections.findIndex((s) => s.id === sectionId);
  const target = index + delta;
  if (index < 0 || target < 0 || target >= layout.sections.length) return done(layout);
  const sections = [...layout.sections];
  const [moved] = sections.splice(index, 1);
  if (moved) sections.splice(target, 0, moved);
  return done({ sections });
}

export interface SectionLook {
  background: SectionBackground;
  padding: SectionPadding;
  theme: SectionTheme;
}

export function updateSection(layout: Layout, sectionId: string, look: Partial<SectionLook>): Change {
  return done(withSection(layout, sectionId, (s) => ({ ...s, ...look })));
}

/** Adds a block of the kind to the section at the first free spot of its grid (and of its phone arrangement when it has one). */
export function addBlock(layout: Layout, sectionId: string, kind: BlockKind, id: string): Change {
  if (blockCount(layout) >= LAYOUT_LIMITS.blocksPerLayout) return refused(BLOCK_LIMIT_MESSAGE);
  const section = layout.sections.find((s) => s.id === sectionId);
  if (!section) return refused('Add a section first: blocks are placed in a section.');
  const start = blockStart(kind);
  const block: Block = {
    id,
    kind,
    ...(start.variant === undefined ? {} : { variant: start.variant }),
    settings: start.settings,
    desktop: firstFreeSpot(section.blocks.map((b) => b.desktop), start.span, start.rows),
  };
  if (hasPhoneArrangement(section)) {
    const arranged = arrangePhone(section);
    block.phone = firstFreeSpot(arranged.blocks.map((b) => b.phone ?? b.desktop), LAYOUT_LIMITS.columns, start.rows);
    return done(withSection(layout, sectionId, () => ({ ...arranged, blocks: [...arranged.blocks, block] })));
  }
  return done(withSection(layout, sectionId, (s) => ({ ...s, blocks: [...s.blocks, block] })));
}

export function removeBlock(layout: Layout, blockId: string): Change {
  return done({ sections: layout.sections.map((s) => ({ ...s, blocks: s.blocks.filter((b) => b.id !== blockId) })) });
}

/** A copy of the block, same size, at the first free spot of its section. */
export function duplicateBlock(layout: Layout, blockId: string, id: string): Change {
  const found = findBlock(layout, blockId);
  if (!found) return done(layout);
  if (blockCount(layout) >= LAYOUT_LIMITS.blocksPerLayout) return refused(BLOCK_LIMIT_MESSAGE);
  const { section, block, index } = found;
  const copy: Block = { ...structuredClone(block), id, desktop: firstFreeSpot(section.blocks.map((b) => b.desktop), block.desktop.span, block.desktop.rows) };
  if (block.phone) copy.phone = firstFreeSpot(section.blocks.map((b) => b.phone ?? b.desktop), block.phone.span, block.phone.rows);
  const blocks = [...section.blocks];
  blocks.splice(index + 1, 0, copy);
  return done(withSection(layout, section.id, (s) => ({ ...s, blocks })));
}

/**
 * Sets a block's placement in one arrangement, clamped into the grid; blocks it covers there move
 * down below it (`pushDown`). Arranging one block on phones arranges its section.
 */
export function placeBlock(layout: Layout, blockId: string, arrangement: Arrangement, placement: Placement): Change {
  const found = findBlock(layout, blockId);
  if (!found) return done(layout);
  const section = arrangement === 'phone' ? arrangePhone(found.section) : found.section;
  const placed = section.blocks.map((b, i) => (i === found.index ? clampPlacement(placement) : arrangement === 'desktop' ? b.desktop : (b.phone ?? b.desktop)));
  const pushed = pushDown(placed, found.index);
  const blocks = section.blocks.map((b, i) => {
    const at = pushed[i] ?? b.desktop;
    return arrangement === 'desktop' ? { ...b, desktop: at } : { ...b, phone: at };
  });
  return done(withSection(layout, section.id, () => ({ ...section, blocks })));
}

/** The block's placement shown in an arrangement. */
export function placementOf(layout: Layout, blockId: string, arrangement: Arrangement): Placement | undefined {
  const found = findBlock(layout, blockId);
  if (!found) return undefined;
  if (arrangement === 'desktop') return found.block.desktop;
  return found.block.phone ?? stackedPhone(found.section.blocks)[found.index];
}

/** Moves a block by whole cells (arrow keys, a drag's end). */
export function moveBlockBy(layout: Layout, blockId: string, arrangement: Arrangement, columns: number, rows: number): Change {
  const at = placementOf(layout, blockId, arrangement);
  if (!at) return done(layout);
  return placeBlock(layout, blockId, arrangement, { ...at, column: at.column + columns, row: at.row + rows });
}

/** Grows or shrinks a block by whole cells from its top-left corner. */
export function resizeBlockBy(layout: Layout, blockId: string, arrangement: Arrangement, span: number, rows: number): Change {
  const at = placementOf(layout, blockId, arrangement);
  if (!at) return done(layout);
  const width = Math.max(1, Math.min(LAYOUT_LIMITS.columns - at.column + 1, at.span + span));
  const height = Math.max(1, Math.min(LAYOUT_LIMITS.rows - at.row + 1, at.rows + rows));
  return placeBlock(layout, blockId, arrangement, { ...at, span: width, rows: height });
}

/** Goes back to the stacked phone arrangement for the section. */
export function resetPhone(layout: Layout, sectionId: string): Change {
  return done(withSection(layout, sectionId, (s) => ({ ...s, blocks: s.blocks.map(({ phone: _phone, ...b }) => b) })));
}

export function updateBlockSettings(layout: Layout, blockId: string, settings: Record<string, unknown>): Change {
  return done(withBlock(layout, blockId, (b) => ({ ...b, settings: { ...b.settings, ...settings } })));
}

/** Sets one setting, or removes it (`undefined`). */
export function setBlockSetting(layout: Layout, blockId: string, key: string, value: unknown): Change {
  return done(
    withBlock(layout, blockId, (b) => {
      const settings = { ...b.settings };
      if (value === undefined) delete settings[key];
      else settings[key] = value;
      return { ...b, settings };
    }),
  );
}

export function setBlockVariant(layout: Layout, blockId: string, variant: string): Change {
  return done(withBlock(layout, blockId, (b) => ({ ...b, variant })));
}
