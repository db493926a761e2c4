import { getOwn, isObject } from '../../engine/values.js';
import { GALLERY_SETTINGS, GALLERY_SETTING_NAMES, defaultGallerySettings, type GallerySettings, type SettingDef } from './settings.js';

export type GalleryValidation = { ok: true; settings: GallerySettings } | { ok: false; errors: string[] };

/**
 * Checks gallery settings: missing ones take their defaults, unknown keys are ignored, and each
 * wrong or out-of-range value is reported with a message naming the setting.
 */
export function validateGallerySettings(input: unknown): GalleryValidation {
  if (!isObject(input)) return { ok: false, errors: ['gallery settings must be an object'] };
  const settings: Record<string, unknown> = defaultGallerySettings();
  const errors: string[] = [];
  for (const name of GALLERY_SETTING_NAMES) {
    const value = getOwn(input, name);
    if (value === undefined) continue;
    const problem = checkValue(GALLERY_SETTINGS[name], value);
    if (problem === undefined) settings[name] = value;
    else errors.push(`${name} ${problem}`);
  }
  return errors.length === 0 ? { ok: true, settings: settings as GallerySettings } : { ok: false, errors };
}

/** What is wrong with a value of a setting, or undefined when it is valid. */
function checkValue(def: SettingDef, value: unknown): string | undefined {
  switch (def.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `must be true or false, not ${show(value)}`;
    case 'choice':
      return typeof value === 'string' && def.values.includes(value) ? undefined : `must be one of ${def.values.join(', ')}, not ${show(value)}`;
    case 'range': {
      const fits = typeof value === 'number' && value >= def.min && value <= def.max && (!def.whole || Number.isInteger(value));
      return fits ? undefined : `must be a ${def.whole ? 'whole number' : 'number'} from ${def.min} to ${def.max}, not ${show(value)}`;
    }
  }
}

function show(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}
