/**
 * A drag on the canvas turned into grid cells: the pointer's (or the arrow keys') offset in pixels
 * divided by the size of one cell, rounded to the nearest; and the sentence announced for it.
 */
import type { Placement } from '../../../../domain/layout/layout.js';
import { clampPlacement } from '../../../../domain/layout/placement.js';

export interface GridMetrics {
  /** One column plus the gap after it, in px. */
  columnStep: number;
  /** One row plus the gap after it, in px. */
  rowStep: number;
}

export type DragMode = 'move' | 'resize';

export function draggedPlacement(start: Placement, mode: DragMode, delta: { x: number; y: number }, grid: GridMetrics): Placement {
  const columns = grid.columnStep > 0 ? Math.round(delta.x / grid.columnStep) : 0;
  const rows = grid.rowStep > 0 ? Math.round(delta.y / grid.rowStep) : 0;
  if (mode === 'move') return clampPlacement({ ...start, column: start.column + columns, row: start.row + rows });
  const span = Math.max(1, Math.min(12 - start.column + 1, start.span + columns));
  return clampPlacement({ ...start, span, rows: Math.max(1, start.rows + rows) });
}

export const describePlacement = (p: Placement): string =>
  `column ${String(p.column)}, row ${String(p.row)}, ${String(p.span)} ${p.span === 1 ? 'column' : 'columns'} wide, ${String(p.rows)} ${p.rows === 1 ? 'row' : 'rows'} tall`;

/** What a screen reader hears while a block is dragged. */
export function dragAnnouncement(phase: 'start' | 'move' | 'end' | 'cancel', label: string, mode: DragMode, at: Placement): string {
  const what = mode === 'move' ? 'Moving' : 'Resizing';
  switch (phase) {
    case 'start':
      return `${what} ${label}, now at ${describePlacement(at)}. Use the arrow keys, then Space to drop or Escape to cancel.`;
    case 'move':
      return `${label}: ${describePlacement(at)}.`;
    case 'end':
      return `${label} placed at ${describePlacement(at)}.`;
    case 'cancel':
      return `${what} ${label} cancelled; it stays at ${describePlacement(at)}.`;
  }
}
