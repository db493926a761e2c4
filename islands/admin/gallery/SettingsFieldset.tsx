/**
 * The gallery settings (001 §3), each with its range or values, named and explained as the page
 * builder's gallery panel names them (domain/gallery/labels.ts); choosing a design applies its
 * rules. A setting the design does not use (domain/gallery/applies.ts: a grid has no caption
 * position) is not offered, and what is stored for it is kept for when the design changes back.
 */
import { appliesToDesign } from '../../../domain/gallery/applies.js';
import { offForDesign, selectDesign } from '../../../domain/gallery/design-rules.js';
import { GALLERY_SETTING_HINTS, GALLERY_SETTING_LABELS } from '../../../domain/gallery/labels.js';
import { GALLERY_SETTINGS, GALLERY_SETTING_NAMES, type GalleryDesign, type GallerySettingName, type GallerySettings } from '../../../domain/gallery/settings.js';
import { Field } from '../ui/Field.js';

interface Props {
  settings: GallerySettings;
  canWrite: boolean;
  errorOf: (name: string) => string | undefined;
  onChange: (settings: GallerySettings) => void;
}

export function SettingsFieldset({ settings, canWrite, errorOf, onChange }: Props) {
  const set = (name: GallerySettingName, value: unknown) =>
    onChange(name === 'design' ? selectDesign(settings, value as GalleryDesign) : ({ ...settings, [name]: value } as GallerySettings));
  return (
    <fieldset className="gallery-settings" disabled={!canWrite}>
      <legend>Gallery settings</legend>
      {GALLERY_SETTING_NAMES.filter((name) => appliesToDesign(settings.design, name)).map((name) => {
        const def = GALLERY_SETTINGS[name];
        const value = settings[name];
        const label = GALLERY_SETTING_LABELS[name];
        const hint = GALLERY_SETTING_HINTS[name];
        if (def.kind === 'boolean') {
          const ruledOut = offForDesign(settings.design, name);
          return (
            <div key={name} className="admin-check">
              <input id={`gallery-setting-${name}`} type="checkbox" checked={value === true && !ruledOut} disabled={ruledOut} onChange={(e) => set(name, e.target.checked)} aria-describedby={hint !== undefined ? `gallery-setting-${name}-hint` : undefined} />
              <label htmlFor={`gallery-setting-${name}`}>
                {label}
                {ruledOut && <span className="admin-hint"> (off for the {settings.design} design)</span>}
              </label>
              {hint !== undefined && <p id={`gallery-setting-${name}-hint`} className="admin-hint">{hint}</p>}
              {errorOf(name) && <p className="admin-field-error">{errorOf(name)}</p>}
            </div>
          );
        }
        if (def.kind === 'choice') {
          return (
            <Field key={name} label={label} error={errorOf(name)} {...(hint !== undefined ? { hint } : {})}>
              <select value={String(value)} onChange={(e) => set(name, e.target.value)}>
                {def.values.map((v) => (
                  <option key={v} value={v}>
                    {v}
                  </option>
                ))}
              </select>
            </Field>
          );
        }
        return (
          <Field key={name} label={label} error={errorOf(name)} hint={hint !== undefined ? `${def.min} to ${def.max}. ${hint}` : `${def.min} to ${def.max}`}>
            <input type="number" min={def.min} max={def.max} step={def.whole ? 1 : 'any'} value={String(value)} onChange={(e) => set(name, e.target.value === '' ? Number.NaN : Number(e.target.value))} />
          </Field>
        );
      })}
    </fieldset>
  );
}
