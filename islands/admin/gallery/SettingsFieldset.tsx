/** The gallery settings (001 §3), each with its range or values; choosing a design applies its rules. */
import { offForDesign, selectDesign } from '../../../domain/gallery/design-rules.js';
import { GALLERY_SETTINGS, GALLERY_SETTING_NAMES, type GalleryDesign, type GallerySettingName, type GallerySettings } from '../../../domain/gallery/settings.js';
import { Field } from '../ui/Field.js';

interface Props {
  settings: GallerySettings;
  canWrite: boolean;
  errorOf: (name: string) => string | undefined;
  onChange: (settings: GallerySettings) => void;
}

/** `thumbnails-per-row` → "Thumbnails per row", `lightboxTheme` → "Lightbox theme". */
export const settingLabel = (name: string): string => {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/-/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function SettingsFieldset({ settings, canWrite, errorOf, onChange }: Props) {
  const set = (name: GallerySettingName, value: unknown) =>
    onChange(name === 'design' ? selectDesign(settings, value as GalleryDesign) : ({ ...settings, [name]: value } as GallerySettings));
  return (
    <fieldset className="gallery-settings" disabled={!canWrite}>
      <legend>Gallery settings</legend>
      {GALLERY_SETTING_NAMES.map((name) => {
        const def = GALLERY_SETTINGS[name];
        const value = settings[name];
        const label = settingLabel(name);
        if (def.kind === 'boolean') {
          const ruledOut = offForDesign(settings.design, name);
          return (
            <div key={name} className="admin-check">
              <input id={`gallery-setting-${name}`} type="checkbox" checked={value === true && !ruledOut} disabled={ruledOut} onChange={(e) => set(name, e.target.checked)} />
              <label htmlFor={`gallery-setting-${name}`}>
                {label}
                {ruledOut && <span className="admin-hint"> (off for the {settings.design} design)</span>}
              </label>
              {errorOf(name) && <p className="admin-field-error">{errorOf(name)}</p>}
            </div>
          );
        }
        if (def.kind === 'choice') {
          return (
            <Field key={name} label={label} error={errorOf(name)}>
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
          <Field key={name} label={label} error={errorOf(name)} hint={`${def.min} to ${def.max}`}>
            <input type="number" min={def.min} max={def.max} step={def.whole ? 1 : 'any'} value={String(value)} onChange={(e) => set(name, e.target.value === '' ? Number.NaN : Number(e.target.value))} />
          </Field>
        );
      })}
    </fieldset>
  );
}
