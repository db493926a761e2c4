/**
 * The slide as a 3×3 grid of its positions, each listing its slices in reading order. A slice is
 * selected by its button; dragged with the pointer (by its button or its handle) onto another
 * slice it takes that slice's place (above or below, by where it is dropped), onto a position's
 * free space it goes last there. With the keyboard its handle picks it up (Space), the up and down
 * arrows change its order within its position, Space drops it, Escape cancels; each step is said
 * in a live region. The side panel's position picker and move buttons do the same without a drag.
 */
import { DndContext, KeyboardSensor, PointerSensor, pointerWithin, useDraggable, useDroppable, useSensor, useSensors, type CollisionDetection, type DragEndEvent, type DragMoveEvent, type DragStartEvent, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { useRef, useState, type PointerEventHandler, type ReactNode } from 'react';
import { SLICE_CONTENT, SLIDE_POSITIONS, type Slice, type SliceContentKind, type SlidePosition, type Slide } from '../../../domain/layout/slide.js';
import { ownAnnouncements } from '../page-builder/own-announcements.js';
import { sliceDragWords, steppedTarget, type SliceTarget } from './model/slice-drag.js';
import { slicesAt } from './model/slide-ops.js';
import { positionLabel } from './model/slide-labels.js';

/** A slice's words as the grid shows them (its text, labels, handle or images), by its content kind. */
function summary(slice: Slice): string {
  const c = slice.content;
  const words: Record<SliceContentKind, () => string> = {
    text: () => c.text || 'No text',
    media: () => (c.mediaId ? c.alt || 'Image' : 'No image chosen'),
    'media-list': () => `${String(c.mediaIds?.length ?? 0)} images`,
    links: () => c.links?.map((l) => l.label).join(' · ') || 'No links',
    video: () => c.text || c.url || 'No video',
    form: () => c.text || 'Form',
    handle: () => (c.handle ? `@${c.handle}` : 'No handle'),
  };
  const text = words[SLICE_CONTENT[slice.name]]();
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

export interface SliceGridProps {
  slide: Slide;
  labels: ReadonlyMap<string, string>;
  selected: string | undefined;
  canWrite: boolean;
  onSelect: (id: string) => void;
  /** The slice placed at a position, `index`-th among the slices there. */
  onPlace: (id: string, position: SlidePosition, index: number) => void;
}

interface Dragging {
  id: string;
  start: SliceTarget;
  at: SliceTarget;
  keyboard: boolean;
}

const REORDER_INSTRUCTIONS = 'To change the order of a slice, press Space, then the up and down arrows; Space again drops it, Escape cancels.';

const SLICE = 'slice:';
const CELL = 'cell:';

/** Under the pointer: a slice rather than the position holding it. */
const sliceFirst: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  const slice = hits.find((hit) => String(hit.id).startsWith(SLICE));
  return slice ? [slice] : hits.slice(0, 1);
};

export function SliceGrid({ slide, labels, selected, canWrite, onSelect, onPlace }: SliceGridProps) {
  const [dragging, setDragging] = useState<Dragging | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const draggingRef = useRef<Dragging | undefined>(undefined);
  draggingRef.current = dragging;
  const label = (id: string): string => labels.get(id) ?? 'Slice';

  const where = (id: string): SliceTarget | undefined => {
    const slice = slide.slices.find((s) => s.id === id);
    if (!slice) return undefined;
    const there = slicesAt(slide, slice.position);
    return { position: slice.position, index: there.indexOf(slice), count: there.length };
  };
  const follow = (next: Dragging) => {
    draggingRef.current = next;
    setDragging(next);
  };

  // Up and down arrows: one place within the position; the dragged slice itself stays put until dropped.
  const keyboardPlaces: KeyboardCoordinateGetter = (event) => {
    const current = draggingRef.current;
    const step = ({ ArrowUp: -1, ArrowDown: 1 } as Record<string, -1 | 1 | undefined>)[event.code];
    if (!current || !step) return undefined;
    event.preventDefault();
    const at = steppedTarget(current.at, step);
    follow({ ...current, at });
    setAnnouncement(sliceDragWords('move', label(current.id), at));
    return undefined;
  };
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: keyboardPlaces }));

  /** Where a pointer drag would land: over a slice, its place (below it when past its middle); over a position's free space, last there. */
  const pointerTarget = (id: string, event: DragMoveEvent | DragEndEvent): SliceTarget | undefined => {
    const over = event.over;
    if (!over) return undefined;
    const overId = String(over.id);
    const pointerY = event.activatorEvent instanceof PointerEvent ? event.activatorEvent.clientY + event.delta.y : over.rect.top;
    if (overId.startsWith(CELL)) {
      const position = overId.slice(CELL.length) as SlidePosition;
      const others = slicesAt(slide, position).filter((s) => s.id !== id);
      return { position, index: others.length, count: others.length + 1 };
    }
    const target = slide.slices.find((s) => s.id === overId.slice(SLICE.length));
    if (!target) return undefined;
    if (target.id === id) return where(id);
    const others = slicesAt(slide, target.position).filter((s) => s.id !== id);
    const below = pointerY > over.rect.top + over.rect.height / 2;
    return { position: target.position, index: others.indexOf(target) + (below ? 1 : 0), count: others.length + 1 };
  };

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const id = String(active.id).slice(SLICE.length);
    const start = where(id);
    if (!start) return;
    follow({ id, start, at: start, keyboard: activatorEvent instanceof KeyboardEvent });
    onSelect(id);
    setAnnouncement(sliceDragWords('start', label(id), start));
  };
  const onDragMove = (event: DragMoveEvent) => {
    const current = draggingRef.current;
    if (!current || current.keyboard) return;
    const at = pointerTarget(current.id, event);
    if (!at || (at.position === current.at.position && at.index === current.at.index)) return;
    follow({ ...current, at });
    setAnnouncement(sliceDragWords('move', label(current.id), at));
  };
  const onDragEnd = (event: DragEndEvent) => {
    const current = draggingRef.current;
    draggingRef.current = undefined;
    setDragging(undefined);
    if (!current) return;
    const at = current.keyboard ? current.at : (pointerTarget(current.id, event) ?? current.start);
    if (at.position !== current.start.position || at.index !== current.start.index) onPlace(current.id, at.position, at.index);
    setAnnouncement(sliceDragWords('end', label(current.id), at));
  };
  const onDragCancel = () => {
    const current = draggingRef.current;
    draggingRef.current = undefined;
    setDragging(undefined);
    if (current) setAnnouncement(sliceDragWords('cancel', label(current.id), current.start));
  };

  const background = slide.background.kind === 'color' ? { backgroundColor: slide.background.color } : undefined;
  return (
    // Our own live region says the place within the position.
    <DndContext sensors={sensors} collisionDetection={sliceFirst} {...{ onDragStart, onDragMove, onDragEnd, onDragCancel }} accessibility={ownAnnouncements(REORDER_INSTRUCTIONS)}>
      <div className={`sl-grid sl-bg-${slide.background.kind}`} style={background} data-slide-grid>
        {SLIDE_POSITIONS.map((position) => (
          <Cell key={position} position={position} over={dragging !== undefined && !dragging.keyboard && dragging.at.position === position}>
            {slicesAt(slide, position).map((slice) => (
              <SliceItem
                key={slice.id}
                slice={slice}
                label={label(slice.id)}
                selected={selected === slice.id}
                canWrite={canWrite}
                dragged={dragging?.id === slice.id}
                onSelect={() => onSelect(slice.id)}
              />
            ))}
          </Cell>
        ))}
      </div>
      <div className="visually-hidden sl-announcer" aria-live="assertive" aria-atomic="true">
        {announcement}
      </div>
    </DndContext>
  );
}

function Cell({ position, over, children }: { position: SlidePosition; over: boolean; children: ReactNode }) {
  const drop = useDroppable({ id: `${CELL}${position}` });
  return (
    <section ref={drop.setNodeRef} className={over ? 'sl-cell sl-over' : 'sl-cell'} aria-label={positionLabel(position)} data-position={position}>
      <h3 className="sl-cell-name">{positionLabel(position)}</h3>
      <ul className="sl-cell-slices">{children}</ul>
    </section>
  );
}

interface SliceItemProps {
  slice: Slice;
  label: string;
  selected: boolean;
  canWrite: boolean;
  dragged: boolean;
  onSelect: () => void;
}

function SliceItem({ slice, label, selected, canWrite, dragged, onSelect }: SliceItemProps) {
  const drag = useDraggable({ id: `${SLICE}${slice.id}`, disabled: !canWrite, attributes: { roleDescription: 'sortable slice' } });
  const drop = useDroppable({ id: `${SLICE}${slice.id}` });
  return (
    <li ref={drop.setNodeRef} className={dragged ? 'sl-item sl-dragging' : 'sl-item'}>
      <button
        ref={drag.setNodeRef}
        type="button"
        className={selected ? 'sl-slice pb-selected' : 'sl-slice'}
        aria-pressed={selected}
        data-slice={slice.id}
        // The pointer drags by the whole slice; the keyboard by the handle (Space and Enter here select).
        onPointerDown={canWrite ? (drag.listeners?.['onPointerDown'] as PointerEventHandler<HTMLButtonElement> | undefined) : undefined}
        onClick={onSelect}
      >
        <span className="sl-slice-name">{label}</span> <span className="sl-slice-text">{summary(slice)}</span>
      </button>
      {canWrite && (
        <button type="button" ref={drag.setActivatorNodeRef} className="sl-handle" aria-label={`Reorder ${label}`} {...drag.attributes} {...drag.listeners}>
          <span aria-hidden="true">⇅</span>
        </button>
      )}
    </li>
  );
}
