import { getOwn } from '../../engine/values.js';
import type { GalleryDesign, GallerySettings } from './settings.js';

type Forced = Partial<Pick<GallerySettings, 'thumbnails' | 'autoplay'>>;

/** What selecting each design sets: slideshow turns thumbnails on, the others turn them off. */
export const DESIGN_RULES: { readonly [D in GalleryDesign]: Readonly<Forced> } = {
  slideshow: { thumbnails: true },
  slider: { thumbnails: false },
  grid: { thumbnails: false, autoplay: false },
  stacked: { thumbnails: false, autoplay: false },
};

/** The settings after the editor selects a design. */
export function selectDesign(settings: GallerySettings, design: GalleryDesign): GallerySettings {
  return { ...settings, design, ...DESIGN_RULES[design] };
}

/**
 * Whether a design rules a setting out: the settings a design turns off do not apply to it, so
 * they read as off whatever is stored. (Slideshow's thumbnails are only a starting value.)
 */
export function offForDesign(design: string, setting: string): boolean {
  return getOwn(getOwn(DESIGN_RULES, design), setting) === false;
}
