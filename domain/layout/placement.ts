/**
 * Placement arithmetic on the 12-column grid, shared by the editor and the server: a placement is
 * valid when it stays inside the grid; a new block goes to the first free spot; moves and resizes
 * are clamped into the grid, never refused.
 */
import { LAYOUT_LIMITS, type Block, type Placement, type Section } from './layout.js';

export type Arrangement = 'desktop' | 'phone';

const { columns: COLUMNS, rows: ROWS } = LAYOUT_LIMITS;

const isWhole = (n: number): boolean => Number.isInteger(n);

/** Whether the placement stays inside the grid (columns 1..12, rows 1..200). */
export function isValidPlacement(p: Placement): boolean {
  return (
    isWhole(p.column) && isWhole(p.span) && isWhole(p.row) && isWhole(p.rows) &&
    p.column >= 1 && p.span >= 1 && p.column + p.span - 1 <= COLUMNS &&
    p.row >= 1 && p.rows >= 1 && p.row + p.rows - 1 <= ROWS
  );
}

const clamp = (n: number, low: number, high: number): number => Math.min(high, Math.max(low, Math.round(Number.isFinite(n) ? n : low)));

/** The nearest placement inside the grid: the size is kept when it fits, then the start moved in. */
export function clampPlacement(p: Placement): Placement {
  const span = clamp(p.span, 1, COLUMNS);
  const rows = clamp(p.rows, 1, ROWS);
  return { span, rows, column: clamp(p.column, 1, COLUMNS - span + 1), row: clamp(p.row, 1, ROWS - rows + 1) };
}

export const overlaps = (a: Placement, b: Placement): boolean =>
  a.column < b.column + b.span && b.column < a.column + a.span && a.row < b.row + b.rows && b.row < a.row + a.rows;

/**
 * The first spot (row by row, then column by column) where a block of this size overlaps none of
 * `taken`; below everything when the grid has no such hole.
 */
export function firstFreeSpot(taken: readonly Placement[], span: number, rows: number): Placement {
  const size = clampPlacement({ column: 1, row: 1, span, rows });
  for (let row = 1; row + size.rows - 1 <= ROWS; row += 1) {
    for (let column = 1; column + size.span - 1 <= COLUMNS; column += 1) {
      const spot = { ...size, column, row };
      if (!taken.some((t) => overlaps(t, spot))) return spot;
    }
  }
  const bottom = taken.reduce((low, t) => Math.max(low, t.row + t.rows), 1);
  return clampPlacement({ ...size, column: 1, row: bottom });
}

/**
 * Where each block of a section sits on phones when none was arranged for it: stacked in the
 * section's order, full width, each as tall as on desktop.
 */
export function stackedPhone(blocks: readonly Block[]): Placement[] {
  let row = 1;
  return blocks.map((block) => {
    const placement = clampPlacement({ column: 1, span: COLUMNS, row, rows: block.desktop.rows });
    row = placement.row + placement.rows;
    return placement;
  });
}

/** The placement a block shows with in an arrangement (its stacked place on phones when not arranged). */
export function placementIn(section: Section, index: number, arrangement: Arrangement): Placement {
  const block = section.blocks[index];
  if (block === undefined) throw new RangeError(`No block ${String(index)} in section ${section.id}`);
  if (arrangement === 'desktop') return block.desktop;
  return block.phone ?? stackedPhone(section.blocks)[index] ?? block.desktop;
}

/**
 * After one block is placed, the blocks it now covers move down to just below it, and so on for
 * the blocks those cover: a block dropped onto others pushes them down, never sideways. Answers the
 * placements in the same order (`fixed` is the index of the block just placed, which never moves).
 * A block that would leave the grid's last row stays at the bottom.
 */
export function pushDown(placements: readonly Placement[], fixed: number): Placement[] {
  const result = placements.map((p) => ({ ...p }));
  const queue = [fixed];
  let steps = 0;
  const limit = placements.length * placements.length + 1;
  while (queue.length > 0 && steps < limit) {
    steps += 1;
    const index = queue.shift() as number;
    const mover = result[index];
    if (!mover) continue;
    result.forEach((other, i) => {
      if (i === index || i === fixed || !overlaps(mover, other)) return;
      const moved = clampPlacement({ ...other, row: mover.row + mover.rows });
      if (moved.row === other.row) return;
      result[i] = moved;
      queue.push(i);
    });
  }
  return result;
}
