/**
 * The layout on its grid: each section a 12-column grid, each block at its place in the shown
 * arrangement (desktop or phone) with the server's HTML for it (a text block being edited shows
 * its editor instead). Blocks move and resize by dragging their handles with a pointer, or with
 * the keyboard (Space picks up, arrows move by one cell, Space drops, Escape cancels); every step
 * is announced. A selected block's rows grow to show all of it (the blocks below move down, never
 * covered); the others show what fits their cells.
 */
import { DndContext, KeyboardSensor, PointerSensor, useDraggable, useSensor, useSensors, type DragEndEvent, type DragMoveEvent, type DragStartEvent, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { Block, Layout, Placement, Section } from '../../../domain/layout/layout.js';
import type { LayoutPreview } from '../../../domain/layout/layout-api.js';
import type { Arrangement } from '../../../domain/layout/placement.js';
import { BlockHtml } from './BlockHtml.js';
import { ChoicesToMake } from './ChoicesToMake.js';
import { blockLabels } from './model/block-labels.js';
import { dragAnnouncement, draggedPlacement, type DragMode, type GridMetrics } from './model/grid-drag.js';
import { placementOf, placeBlock, updateBlockSettings, type Change } from './model/layout-ops.js';
import { ownAnnouncements } from './own-announcements.js';
import { TextEditor } from './TextEditor.js';

export type Selection = { kind: 'block'; id: string } | { kind: 'section'; id: string } | undefined;

export interface CanvasProps {
  layout: Layout;
  arrangement: Arrangement;
  preview: LayoutPreview | undefined;
  selection: Selection;
  canWrite: boolean;
  onSelect: (selection: Selection) => void;
  apply: (change: (layout: Layout) => Change, coalesce?: string) => boolean;
  endStep: () => void;
}

interface Dragging {
  blockId: string;
  mode: DragMode;
  start: Placement;
  at: Placement;
  grid: GridMetrics;
  /** Moved with the arrow keys: each press is one cell, counted here (the sensor's pixels also scroll the page). */
  keyboard: boolean;
}

const ROW_PX = 40;
const GAP_PX = 8;

/** The cell sizes of a section's grid as laid out now. */
function measure(sectionId: string): GridMetrics {
  const grid = document.querySelector<HTMLElement>(`[data-section-grid="${CSS.escape(sectionId)}"]`);
  const width = grid?.clientWidth ?? 12 * 60;
  return { columnStep: (width + GAP_PX) / 12, rowStep: ROW_PX + GAP_PX };
}

const dragId = (mode: DragMode, blockId: string): string => `${mode}:${blockId}`;
const parseDragId = (id: string | number): { mode: DragMode; blockId: string } => {
  const text = String(id);
  const at = text.indexOf(':');
  return { mode: text.slice(0, at) === 'resize' ? 'resize' : 'move', blockId: text.slice(at + 1) };
};

export function Canvas({ layout, arrangement, preview, selection, canWrite, onSelect, apply, endStep }: CanvasProps) {
  const labels = useMemo(() => blockLabels(layout), [layout]);
  const [dragging, setDragging] = useState<Dragging | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const draggingRef = useRef<Dragging | undefined>(undefined);
  draggingRef.current = dragging;

  // Arrow keys move (or resize) the dragged block by exactly one cell.
  const keyboardCells: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
    const current = draggingRef.current;
    const step: Record<string, [number, number]> = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };
    const move = step[event.code];
    if (!move || !current) return undefined;
    event.preventDefault();
    const { at, grid } = current;
    const next = draggedPlacement(at, current.mode, { x: move[0] * grid.columnStep, y: move[1] * grid.rowStep }, grid);
    const moved = { ...current, at: next };
    draggingRef.current = moved;
    setDragging(moved);
    setAnnouncement(dragAnnouncement('move', label(current.blockId), current.mode, next));
    return { x: currentCoordinates.x + move[0] * grid.columnStep, y: currentCoordinates.y + move[1] * grid.rowStep };
  };
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: keyboardCells }));

  const sectionOf = (blockId: string): Section | undefined => layout.sections.find((s) => s.blocks.some((b) => b.id === blockId));
  const label = (blockId: string): string => labels.get(blockId) ?? 'Block';

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const { mode, blockId } = parseDragId(active.id);
    const section = sectionOf(blockId);
    const start = placementOf(layout, blockId, arrangement);
    if (!section || !start) return;
    const next = { blockId, mode, start, at: start, grid: measure(section.id), keyboard: activatorEvent instanceof KeyboardEvent };
    draggingRef.current = next;
    setDragging(next);
    onSelect({ kind: 'block', id: blockId });
    setAnnouncement(dragAnnouncement('start', label(blockId), mode, start));
  };
  const onDragMove = ({ delta }: DragMoveEvent) => {
    const current = draggingRef.current;
    if (!current || current.keyboard) return;
    const at = draggedPlacement(current.start, current.mode, delta, current.grid);
    if (JSON.stringify(at) === JSON.stringify(current.at)) return;
    const next = { ...current, at };
    draggingRef.current = next;
    setDragging(next);
    setAnnouncement(dragAnnouncement('move', label(current.blockId), current.mode, at));
  };
  const onDragEnd = ({ delta }: DragEndEvent) => {
    const current = draggingRef.current;
    draggingRef.current = undefined;
    setDragging(undefined);
    if (!current) return;
    const at = current.keyboard ? current.at : draggedPlacement(current.start, current.mode, delta, current.grid);
    apply((l) => placeBlock(l, current.blockId, arrangement, at));
    setAnnouncement(dragAnnouncement('end', label(current.blockId), current.mode, at));
  };
  const onDragCancel = () => {
    const current = draggingRef.current;
    draggingRef.current = undefined;
    setDragging(undefined);
    if (current) setAnnouncement(dragAnnouncement('cancel', label(current.blockId), current.mode, current.start));
  };

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
      // Our own live region says where the block is in grid cells.
      accessibility={ownAnnouncements('To move or resize a block, press Space, then the arrow keys by one grid cell; Space again drops it, Escape cancels.')}
    >
      <div className={`pb-canvas pb-canvas-${arrangement}`} aria-label={`Layout, ${arrangement} arrangement`} role="region">
        {layout.sections.map((section, index) => (
          <SectionGrid key={section.id} section={section} index={index} selected={selection?.kind === 'section' && selection.id === section.id} onSelect={() => onSelect({ kind: 'section', id: section.id })}>
            {section.blocks.map((block, blockIndex) => {
              const shown = dragging?.blockId === block.id ? dragging.at : arrangement === 'desktop' ? block.desktop : (placementOf(layout, block.id, 'phone') ?? block.desktop);
              return (
                <BlockFrame
                  key={block.id}
                  block={block}
                  label={label(block.id)}
                  placement={shown}
                  order={blockIndex}
                  selected={selection?.kind === 'block' && selection.id === block.id}
                  canWrite={canWrite}
                  onSelect={() => onSelect({ kind: 'block', id: block.id })}
                >
                  {block.kind === 'text' && canWrite && selection?.kind === 'block' && selection.id === block.id ? (
                    <TextEditor
                      html={typeof block.settings.html === 'string' ? block.settings.html : ''}
                      label={`Text of ${label(block.id)}`}
                      onChange={(html) => apply((l) => updateBlockSettings(l, block.id, { html }), `${block.id}.html`)}
                      onDone={endStep}
                    />
                  ) : preview?.blocks[block.id] !== undefined ? (
                    <BlockHtml html={preview.blocks[block.id] ?? ''} stylesheet={preview.stylesheet} />
                  ) : (
                    <p className="pb-block-pending">{label(block.id)}: preview on its way…</p>
                  )}
                  <ChoicesToMake kind={block.kind} settings={block.settings} />
                </BlockFrame>
              );
            })}
          </SectionGrid>
        ))}
      </div>
      <div className="visually-hidden pb-announcer" aria-live="assertive" aria-atomic="true">
        {announcement}
      </div>
    </DndContext>
  );
}

function SectionGrid({ section, index, selected, onSelect, children }: { section: Section; index: number; selected: boolean; onSelect: () => void; children: ReactNode }) {
  const name = `Section ${String(index + 1)}`;
  return (
    <section className={`pb-section pb-theme-${section.theme} pb-padding-${section.padding}${selected ? ' pb-selected' : ''}`} aria-label={name}>
      <button type="button" className="pb-section-select" aria-pressed={selected} onClick={onSelect}>
        {name}
        {section.blocks.length === 0 ? ': empty, add a block from the catalogue' : ''}
      </button>
      <div className="pb-grid" data-section-grid={section.id} style={{ gridAutoRows: `minmax(${String(ROW_PX)}px, auto)`, gap: `${String(GAP_PX)}px` }}>
        {children}
      </div>
    </section>
  );
}

interface BlockFrameProps {
  block: Block;
  label: string;
  placement: Placement;
  order: number;
  selected: boolean;
  canWrite: boolean;
  onSelect: () => void;
  children: ReactNode;
}

function BlockFrame({ block, label, placement, order, selected, canWrite, onSelect, children }: BlockFrameProps) {
  const move = useDraggable({ id: dragId('move', block.id), disabled: !canWrite, attributes: { roleDescription: 'movable block' } });
  const resize = useDraggable({ id: dragId('resize', block.id), disabled: !canWrite, attributes: { roleDescription: 'resize handle' } });
  const where = `column ${String(placement.column)}, row ${String(placement.row)}, ${String(placement.span)} wide, ${String(placement.rows)} tall`;
  return (
    <div
      ref={move.setNodeRef}
      className={`pb-block pb-kind-${block.kind}${selected ? ' pb-selected' : ''}${move.isDragging || resize.isDragging ? ' pb-dragging' : ''}`}
      style={{ gridColumn: `${String(placement.column)} / span ${String(placement.span)}`, gridRow: `${String(placement.row)} / span ${String(placement.rows)}`, order }}
      role="group"
      aria-label={label}
      data-block-id={block.id}
      data-placement={`${String(placement.column)},${String(placement.row)},${String(placement.span)},${String(placement.rows)}`}
      onClick={onSelect}
    >
      <div className="pb-block-bar">
        <button type="button" className="pb-block-select" aria-pressed={selected} onClick={(e) => { e.stopPropagation(); onSelect(); }}>
          {label}
        </button>
        {canWrite && (
          <>
            <button type="button" className="pb-handle" aria-label={`Move ${label} (${where})`} {...move.attributes} {...move.listeners}>
              <span aria-hidden="true">✥</span>
            </button>
            {/* In the bar, not at the block's corner: a one-row block is shorter than the bar, and a corner handle covered the move handle. */}
            <button type="button" ref={resize.setNodeRef} className="pb-resize" aria-label={`Resize ${label}`} {...resize.attributes} {...resize.listeners}>
              <span aria-hidden="true">◢</span>
            </button>
          </>
        )}
      </div>
      <div className="pb-block-content">{children}</div>
    </div>
  );
}
