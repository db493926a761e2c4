/**
 * The slide as a 3×3 grid of its positions, each listing its slices in reading order: a slice
 * is selected by its button and dragged with the pointer to another position (the keyboard moves
 * it with the position picker of the side panel).
 */
import { useState } from 'react';
import { SLICE_CONTENT, SLIDE_POSITIONS, type Slice, type SliceContentKind, type SlidePosition, type Slide } from '../../../domain/layout/slide.js';
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
  onMove: (id: string, position: SlidePosition) => void;
}

export function SliceGrid({ slide, labels, selected, canWrite, onSelect, onMove }: SliceGridProps) {
  const [over, setOver] = useState<SlidePosition | undefined>();
  const background = slide.background.kind === 'color' ? { backgroundColor: slide.background.color } : undefined;
  return (
    <div className={`sl-grid sl-bg-${slide.background.kind}`} style={background} data-slide-grid>
      {SLIDE_POSITIONS.map((position) => (
        <section
          key={position}
          className={over === position ? 'sl-cell sl-over' : 'sl-cell'}
          aria-label={positionLabel(position)}
          data-position={position}
          onDragOver={(event) => {
            if (!canWrite) return;
            event.preventDefault();
            setOver(position);
          }}
          onDragLeave={() => setOver(undefined)}
          onDrop={(event) => {
            event.preventDefault();
            setOver(undefined);
            const id = event.dataTransfer.getData('text/plain');
            if (id) onMove(id, position);
          }}
        >
          <h3 className="sl-cell-name">{positionLabel(position)}</h3>
          <ul className="sl-cell-slices">
            {slide.slices
              .filter((s) => s.position === position)
              .map((slice) => (
                <li key={slice.id}>
                  <button
                    type="button"
                    className={selected === slice.id ? 'sl-slice pb-selected' : 'sl-slice'}
                    aria-pressed={selected === slice.id}
                    draggable={canWrite}
                    data-slice={slice.id}
                    onDragStart={(event) => {
                      event.dataTransfer.setData('text/plain', slice.id);
                      event.dataTransfer.effectAllowed = 'move';
                    }}
                    onClick={() => onSelect(slice.id)}
                  >
                    <span className="sl-slice-name">{labels.get(slice.id) ?? slice.name}</span>{' '}
                    <span className="sl-slice-text">{summary(slice)}</span>
                  </button>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
