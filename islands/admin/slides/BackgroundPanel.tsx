/** The slide's background: none, a colour (#rrggbb) or an image of the media library; the server's message about it shown beside. */
import { useId, useState } from 'react';
import type { SlideBackground } from '../../../domain/layout/slide.js';
import { MediaPicker } from '../page-builder/MediaPicker.js';
import { Field } from '../ui/Field.js';

const KINDS = [
  { kind: 'none', label: 'None (white)' },
  { kind: 'color', label: 'A colour' },
  { kind: 'image', label: 'An image' },
] as const;

export function BackgroundPanel({ background, error, canWrite, onChange }: { background: SlideBackground; error: string | undefined; canWrite: boolean; onChange: (background: SlideBackground, coalesce?: string) => void }) {
  const name = useId();
  // Choosing "An image" waits for the image before the background changes.
  const [picking, setPicking] = useState(false);
  const kind = picking ? 'image' : background.kind;
  return (
    <fieldset className="sl-background" disabled={!canWrite}>
      <legend>Background</legend>
      {KINDS.map((k) => (
        <label key={k.kind} className="admin-check">
          <input
            type="radio"
            name={name}
            checked={kind === k.kind}
            onChange={() => {
              setPicking(k.kind === 'image' && background.kind !== 'image');
              if (k.kind === 'none') onChange({ kind: 'none' });
              if (k.kind === 'color') onChange({ kind: 'color', color: '#1f2a44' });
            }}
          />{' '}
          {k.label}
        </label>
      ))}
      {background.kind === 'color' && !picking && (
        <Field label="Background colour" error={error}>
          <input type="color" value={background.color} onChange={(e) => onChange({ kind: 'color', color: e.target.value }, 'background-color')} />
        </Field>
      )}
      {kind === 'image' && (
        <MediaPicker
          label="Background image"
          value={background.kind === 'image' ? background.mediaId : ''}
          disabled={!canWrite}
          onChange={(mediaId) => {
            setPicking(false);
            onChange({ kind: 'image', mediaId });
          }}
        />
      )}
      {error && background.kind !== 'color' && <p className="admin-field-error">{error}</p>}
    </fieldset>
  );
}
