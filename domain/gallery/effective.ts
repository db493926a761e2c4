import { getOwn, isObject } from '../../engine/values.js';
import { appliesToDesign } from './applies.js';
import { offForDesign } from './design-rules.js';
import { GALLERY_SETTINGS, GALLERY_SETTING_NAMES, defaultGallerySettings, type GallerySettings } from './settings.js';
import { validateGallerySettings } from './validate.js';

/**
 * The settings as an editor reads them back: each stored value that is valid, the default for the
 * others, and what the design rules out turned off (grid and stacked never autoplay or show a
 * thumbnail strip; slider shows none). A setting that does not apply to the design keeps what is
 * stored, for when the design changes.
 */
export function readGallerySettings(stored: unknown): GallerySettings {
  const settings: Record<string, unknown> = defaultGallerySettings();
  if (isObject(stored)) {
    for (const name of GALLERY_SETTING_NAMES) {
      const value = getOwn(stored, name);
      if (value !== undefined && validateGallerySettings({ [name]: value }).ok) settings[name] = value;
    }
  }
  for (const name of GALLERY_SETTING_NAMES) {
    if (GALLERY_SETTINGS[name].kind === 'boolean' && offForDesign(String(settings['design']), name)) settings[name] = false;
  }
  return settings as GallerySettings;
}

/**
 * The settings a gallery renders with: as read back (readGallerySettings), and a setting that does
 * not apply to the design at its default (applies.ts: a grid has no caption position, a slider no
 * maximum image width).
 */
export function effectiveGallerySettings(stored: unknown): GallerySettings {
  const settings: Record<string, unknown> = readGallerySettings(stored);
  const design = String(settings['design']);
  for (const name of GALLERY_SETTING_NAMES) {
    if (!appliesToDesign(design, name)) settings[name] = GALLERY_SETTINGS[name].default;
  }
  return settings as GallerySettings;
}
