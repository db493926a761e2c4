/**
 * A gallery block's settings of seed 001 (the ones its template renders; the design is the block's
 * variant). Each shows what is stored, else its default; a number is sent as typed and the server
 * says beside it what is out of range. A setting the design turns off (grid and stack never
 * autoplay) reads as off and cannot be changed while that design is chosen; a setting that does
 * not apply to the design (domain/gallery/applies.ts: a grid has no caption position) is not
 * offered, and what is stored for it is kept for when the design changes back; when the server
 * refuses what is stored for it, its error is shown with a reset to its default (HiddenGallerySetting).
 */
import { useId } from 'react';
import { offForDesign } from '../../../domain/gallery/design-rules.js';
import { GALLERY_DESIGN_NAMES, GALLERY_SETTING_HINTS, GALLERY_SETTING_LABELS } from '../../../domain/gallery/labels.js';
import { GALLERY_SETTINGS, type GallerySettingName } from '../../../domain/gallery/settings.js';
import { designOfVariant } from '../../../domain/layout/block-defaults.js';
import { messagesAt, type SettingIssue } from './model/field-issues.js';
import { describedBy, FieldError } from './FieldError.js';
import { hiddenGalleryIssues, shownGallerySettings } from './model/hidden-gallery-issues.js';
import { HiddenGallerySetting } from './HiddenGallerySetting.js';

export interface GallerySettingsFieldProps {
  label: string;
  settings: readonly GallerySettingName[];
  value: unknown;
  variant: string | undefined;
  issues: readonly SettingIssue[];
  disabled: boolean;
  onChange: (value: Record<string, unknown>) => void;
}

export function GallerySettingsField({ label, settings, value, variant, issues, disabled, onChange }: GallerySettingsFieldProps) {
  const id = useId();
  const stored: Record<string, unknown> = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const design = designOfVariant(variant);
  const set = (name: GallerySettingName, next: unknown) => {
    const copy = { ...stored };
    if (next === undefined) delete copy[name];
    else copy[name] = next;
    onChange(copy);
  };
  const whole = messagesAt(issues, '');
  return (
    <fieldset className="pb-gallery-settings" disabled={disabled} aria-describedby={whole.length > 0 ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      {shownGallerySettings(settings, design).map((name) => {
        const def = GALLERY_SETTINGS[name];
        const fieldId = `${id}-${name}`;
        const messages = messagesAt(issues, name);
        const current = Object.hasOwn(stored, name) ? stored[name] : def.default;
        const ruledOut = offForDesign(design, name);
        const text = ruledOut ? `Off for the ${GALLERY_DESIGN_NAMES[design]} design.` : GALLERY_SETTING_HINTS[name];
        const hintId = text !== undefined ? `${fieldId}-hint` : undefined;
        const hint = text !== undefined ? <p id={hintId} className="pb-hint">{text}</p> : null;
        const error = <FieldError id={`${fieldId}-error`} messages={messages} />;
        const aria = describedBy(`${fieldId}-error`, messages, hintId);
        switch (def.kind) {
          case 'boolean':
            return (
              <div className="admin-field admin-check" key={name}>
                <input id={fieldId} type="checkbox" checked={!ruledOut && current === true} disabled={ruledOut} onChange={(e) => set(name, e.target.checked)} {...aria} />
                <label htmlFor={fieldId}>{GALLERY_SETTING_LABELS[name]}</label>
                {hint}
                {error}
              </div>
            );
          case 'choice':
            return (
              <div className="admin-field" key={name}>
                <label htmlFor={fieldId}>{GALLERY_SETTING_LABELS[name]}</label>
                <select id={fieldId} value={typeof current === 'string' ? current : def.default} onChange={(e) => set(name, e.target.value)} {...aria}>
                  {def.values.map((v) => <option key={v} value={v}>{v.replace(/-/g, ' ')}</option>)}
                </select>
                {hint}
                {error}
              </div>
            );
          case 'range':
            return (
              <div className="admin-field" key={name}>
                <label htmlFor={fieldId}>{GALLERY_SETTING_LABELS[name]}</label>
                <input
                  id={fieldId}
                  type="number"
                  min={def.min}
                  max={def.max}
                  step={def.whole === true ? 1 : 'any'}
                  value={typeof current === 'number' ? String(current) : ''}
                  onChange={(e) => set(name, e.target.value === '' ? undefined : Number(e.target.value))}
                  {...describedBy(`${fieldId}-error`, messages, hintId === undefined ? `${fieldId}-range` : `${fieldId}-range ${hintId}`)}
                />
                <p id={`${fieldId}-range`} className="pb-hint">From {def.min} to {def.max}; blank: {def.default}.</p>
                {hint}
                {error}
              </div>
            );
        }
      })}
      {hiddenGalleryIssues(issues, design, settings).map((hidden) => (
        <HiddenGallerySetting key={hidden.setting} id={`${id}-${hidden.setting}-hidden`} issue={hidden} design={design} onReset={() => set(hidden.setting, undefined)} />
      ))}
      <FieldError id={`${id}-error`} messages={whole} />
    </fieldset>
  );
}
