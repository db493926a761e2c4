/**
 * Where a slice sits: the 9 positions as a radio group laid out 3×3. Clicking a position places
 * it; with the keyboard the arrows move it across the grid (up and down by rows, left and right by
 * columns), as the visual layout reads.
 */
import { useId, useRef } from 'react';
import { SLIDE_POSITIONS, type SlidePosition } from '../../../domain/layout/slide.js';
import { positionLabel } from './model/slide-labels.js';

const STEP: Readonly<Record<string, [row: number, column: number]>> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/** The position an arrow key leads to from this one (the same at an edge). */
export function positionAfter(position: SlidePosition, key: string): SlidePosition {
  const step = STEP[key];
  const index = SLIDE_POSITIONS.indexOf(position);
  if (!step) return position;
  const row = Math.min(2, Math.max(0, Math.floor(index / 3) + step[0]));
  const column = Math.min(2, Math.max(0, (index % 3) + step[1]));
  return SLIDE_POSITIONS[row * 3 + column] ?? position;
}

export function PositionPicker({ label, value, disabled, onChange }: { label: string; value: SlidePosition; disabled: boolean; onChange: (position: SlidePosition) => void }) {
  const name = useId();
  const group = useRef<HTMLDivElement>(null);
  return (
    <div className="sl-positions" role="radiogroup" aria-label={label} ref={group}>
      {SLIDE_POSITIONS.map((position) => (
        <label key={position} className="sl-position">
          <input
            type="radio"
            name={name}
            value={position}
            checked={value === position}
            disabled={disabled}
            onChange={() => onChange(position)}
            onKeyDown={(event) => {
              if (!(event.key in STEP)) return;
              event.preventDefault();
              const next = positionAfter(value, event.key);
              if (next === value) return;
              onChange(next);
              group.current?.querySelector<HTMLInputElement>(`input[value="${next}"]`)?.focus();
            }}
          />
          <span>{positionLabel(position)}</span>
        </label>
      ))}
    </div>
  );
}
