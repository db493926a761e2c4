/**
 * The selected slice in the side panel: its content by its kind (texts, an image and its alt
 * text, images, links, a video, a form, a handle), its position on the grid, its order among the
 * slices of that position, removal. The server's messages about a field show next to it.
 */
import { SLICE_CONTENT, SLIDE_LIMITS, type Slice, type SliceContent, type SlidePosition } from '../../../domain/layout/slide.js';
import { MediaPicker } from '../page-builder/MediaPicker.js';
import { Field } from '../ui/Field.js';
import { LinksField } from './LinksField.js';
import type { FieldIssues } from './model/slide-issues.js';
import { PositionPicker } from './PositionPicker.js';

export interface SlicePanelProps {
  slice: Slice;
  label: string;
  issues: FieldIssues;
  canWrite: boolean;
  /** A change of the content; `coalesce` merges typing into one undo step. */
  onContent: (content: SliceContent, coalesce?: string) => void;
  onBlur: () => void;
  onPosition: (position: SlidePosition) => void;
  onStep: (step: -1 | 1) => void;
  onRemove: () => void;
}

const TEXT_LABEL: Readonly<Record<string, string>> = { heading: 'Heading text', 'sub-heading': 'Sub-heading text', body: 'Text', map: 'Address', lock: 'Text', password: 'Prompt (optional)' };
const FIELDS: Readonly<Record<string, readonly string[]>> = {
  text: ['text'],
  media: ['mediaId', 'alt'],
  'media-list': ['mediaIds'],
  links: ['links'],
  video: ['url', 'text'],
  form: ['text', 'buttonLabel', 'url'],
  handle: ['handle'],
};

function ContentFields({ slice, issues, canWrite, onContent, onBlur }: Pick<SlicePanelProps, 'slice' | 'issues' | 'canWrite' | 'onContent' | 'onBlur'>) {
  const c = slice.content;
  const disabled = !canWrite;
  const text = (key: 'text' | 'buttonLabel' | 'url' | 'handle' | 'alt', label: string, max: number, hint?: string) => (
    <Field label={label} error={issues.at(key)} {...(hint ? { hint } : {})}>
      <input type="text" value={c[key] ?? ''} maxLength={max} disabled={disabled} onChange={(e) => onContent({ ...c, [key]: e.target.value }, `${slice.id}-${key}`)} onBlur={onBlur} />
    </Field>
  );
  switch (SLICE_CONTENT[slice.name]) {
    case 'text': {
      const max = slice.name === 'heading' || slice.name === 'sub-heading' ? SLIDE_LIMITS[slice.name] : SLIDE_LIMITS.text;
      return slice.name === 'heading' || slice.name === 'sub-heading' ? (
        text('text', TEXT_LABEL[slice.name] ?? 'Text', max)
      ) : (
        <Field label={TEXT_LABEL[slice.name] ?? 'Text'} error={issues.at('text')}>
          <textarea rows={4} value={c.text ?? ''} maxLength={max} disabled={disabled} onChange={(e) => onContent({ ...c, text: e.target.value }, `${slice.id}-text`)} onBlur={onBlur} />
        </Field>
      );
    }
    case 'media':
      return (
        <>
          <MediaPicker label={slice.name === 'logo' ? 'Logo image' : 'Image'} value={c.mediaId ?? ''} disabled={disabled} onChange={(mediaId, alt) => onContent({ ...c, mediaId, alt: c.alt || alt })} />
          {issues.at('mediaId') && <p className="admin-field-error">{issues.at('mediaId')}</p>}
          {text('alt', 'Alternative text', SLIDE_LIMITS.alt, 'What the image shows, for people who cannot see it; empty for a decorative one.')}
        </>
      );
    case 'media-list': {
      const ids = c.mediaIds ?? [];
      return (
        <fieldset>
          <legend>Images</legend>
          {issues.at('mediaIds') && <p className="admin-field-error">{issues.at('mediaIds')}</p>}
          {ids.length === 0 ? <p className="pb-hint">No images yet: add them from the media library below.</p> : (
            <ol>
              {ids.map((id, index) => (
                <li key={`${id}-${String(index)}`}>
                  Image {index + 1}{' '}
                  <button type="button" className="admin-button" disabled={disabled} onClick={() => onContent({ ...c, mediaIds: ids.filter((_, i) => i !== index) })}>Remove image {index + 1}</button>
                </li>
              ))}
            </ol>
          )}
          <MediaPicker label="Add an image" value="" disabled={disabled || ids.length >= SLIDE_LIMITS.mediaPerSlice} onChange={(mediaId) => onContent({ ...c, mediaIds: [...ids, mediaId] })} />
        </fieldset>
      );
    }
    case 'links':
      return <LinksField label="Links" links={c.links ?? []} disabled={disabled} issues={issues} onChange={(links, key) => onContent({ ...c, links }, key && `${slice.id}-${key}`)} onBlur={onBlur} />;
    case 'video':
      return (
        <>
          {text('url', 'Video address', 2000, 'The video’s page, such as https://www.youtube.com/watch?v=…')}
          {text('text', 'Link text', SLIDE_LIMITS.label)}
        </>
      );
    case 'form':
      return (
        <>
          {text('text', 'Form title', SLIDE_LIMITS['sub-heading'])}
          {text('buttonLabel', 'Button label', SLIDE_LIMITS.label)}
          {text('url', 'Sends to', 2000, 'A path of this site, such as /contact.')}
        </>
      );
    case 'handle':
      return text('handle', 'Twitter handle', SLIDE_LIMITS.handle, 'Without “@”.');
  }
}

/** The paths under the slice's content that a field of the panel shows. */
function shownPaths(slice: Slice): string[] {
  const kind = SLICE_CONTENT[slice.name];
  if (kind === 'links') return ['links', ...(slice.content.links ?? []).flatMap((_, i) => [`links[${String(i)}].label`, `links[${String(i)}].url`])];
  return [...(FIELDS[kind] ?? [])];
}

export function SlicePanel({ slice, label, issues, canWrite, onContent, onBlur, onPosition, onStep, onRemove }: SlicePanelProps) {
  const unshown = issues.rest(shownPaths(slice));
  return (
    <section className="sl-panel" aria-labelledby="sl-panel-title">
      <h2 id="sl-panel-title">{label}</h2>
      {unshown.length > 0 && (
        <ul className="admin-field-error">
          {unshown.map((m) => <li key={m}>{m}</li>)}
        </ul>
      )}
      <ContentFields slice={slice} issues={issues} canWrite={canWrite} onContent={onContent} onBlur={onBlur} />
      <fieldset>
        <legend>Position on the slide</legend>
        <p className="pb-hint" id="sl-position-hint">Choose a position, or use the arrow keys to move it across the grid.</p>
        <PositionPicker label={`Position of ${label}`} value={slice.position} disabled={!canWrite} onChange={onPosition} />
      </fieldset>
      <div className="pb-panel-actions">
        <button type="button" className="admin-button" disabled={!canWrite} onClick={() => onStep(-1)}>Move up in its position</button>
        <button type="button" className="admin-button" disabled={!canWrite} onClick={() => onStep(1)}>Move down in its position</button>
        <button type="button" className="admin-button admin-button-danger" disabled={!canWrite} onClick={onRemove}>Remove {label}</button>
      </div>
    </section>
  );
}
