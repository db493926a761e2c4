/** The side panel of the selected section: background from the site's palette, padding, colour theme; move, copy, remove. */
import { useId, useState } from 'react';
import { SECTION_PADDINGS, SECTION_THEMES, type Layout, type Section } from '../../../domain/layout/layout.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { MediaPicker } from './MediaPicker.js';
import { duplicateSection, moveSection, removeSection, updateSection, type Change } from './model/layout-ops.js';

export interface SectionPanelProps {
  section: Section;
  name: string;
  canWrite: boolean;
  apply: (change: (layout: Layout) => Change, coalesce?: string) => boolean;
  newId: () => string;
  onRemoved: () => void;
}

const title = (word: string): string => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`;

export function SectionPanel({ section, name, canWrite, apply, newId, onRemoved }: SectionPanelProps) {
  const id = useId();
  const design = useApiQuery(api.design);
  const palette = design.status === 'ready' ? design.data.tweaks.filter((t) => t.type === 'color').map((t) => ({ value: t.name, label: t.title })) : [];
  const [pickingImage, setPickingImage] = useState(false);
  const background = section.background.kind === 'color' ? `color:${section.background.color}` : section.background.kind === 'image' || pickingImage ? 'image' : 'none';
  return (
    <section className="pb-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{name}</h2>
      <fieldset disabled={!canWrite}>
        <legend>Look</legend>
        <div className="admin-field">
          <label htmlFor={`${id}-bg`}>Background</label>
          <select
            id={`${id}-bg`}
            value={background}
            onChange={(e) => {
              const value = e.target.value;
              setPickingImage(value === 'image');
              // An image background is set once its image is chosen below.
              if (value !== 'image') apply((l) => updateSection(l, section.id, { background: value.startsWith('color:') ? { kind: 'color', color: value.slice(6) } : { kind: 'none' } }));
            }}
          >
            <option value="none">None</option>
            {palette.map((c) => <option key={c.value} value={`color:${c.value}`}>{c.label}</option>)}
            <option value="image">An image</option>
          </select>
          {design.status === 'error' && <p className="pb-hint">Unable to load the site's colours; only “None” is offered.</p>}
        </div>
        {background === 'image' && (
          <MediaPicker
            label="Background image"
            value={section.background.kind === 'image' ? section.background.mediaId : ''}
            disabled={!canWrite}
            onChange={(mediaId) => apply((l) => updateSection(l, section.id, { background: { kind: 'image', mediaId, focalX: 0.5, focalY: 0.5 } }))}
          />
        )}
        <div className="admin-field">
          <label htmlFor={`${id}-padding`}>Padding</label>
          <select id={`${id}-padding`} value={section.padding} onChange={(e) => apply((l) => updateSection(l, section.id, { padding: SECTION_PADDINGS.find((p) => p === e.target.value) ?? 'medium' }))}>
            {SECTION_PADDINGS.map((p) => <option key={p} value={p}>{title(p)}</option>)}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-theme`}>Colour theme</label>
          <select id={`${id}-theme`} value={section.theme} onChange={(e) => apply((l) => updateSection(l, section.id, { theme: SECTION_THEMES.find((t) => t === e.target.value) ?? 'light' }))}>
            {SECTION_THEMES.map((t) => <option key={t} value={t}>{title(t)}</option>)}
          </select>
        </div>
      </fieldset>
      {canWrite && (
        <div className="pb-panel-actions">
          <button type="button" className="admin-button" onClick={() => apply((l) => moveSection(l, section.id, -1))}>Move {name} up</button>
          <button type="button" className="admin-button" onClick={() => apply((l) => moveSection(l, section.id, 1))}>Move {name} down</button>
          <button type="button" className="admin-button" onClick={() => apply((l) => duplicateSection(l, section.id, newId))}>Duplicate {name}</button>
          <button
            type="button"
            className="admin-button admin-button-danger"
            onClick={() => {
              if (apply((l) => removeSection(l, section.id))) onRemoved();
            }}
          >
            Remove {name}
          </button>
        </div>
      )}
    </section>
  );
}
