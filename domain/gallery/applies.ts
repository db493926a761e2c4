import { getOwn } from '../../engine/values.js';
import { GALLERY_SETTINGS, type GalleryDesign, type GallerySettingName } from './settings.js';

const ALL: readonly GalleryDesign[] = GALLERY_SETTINGS.design.values;
/** The designs whose captions sit over the image (the others put them under it). */
const OVERLAID: readonly GalleryDesign[] = ['slideshow', 'slider'];

/**
 * The designs each setting applies to; a setting not listed applies to every design (what a design
 * turns on or off when it is chosen is design-rules.ts). Elsewhere a setting is ignored: it reads as
 * its default (effective.ts) and the page builder's panel does not offer it.
 * - show-meta-basic, newWindow: every design (captions and image links exist in all of them).
 * - meta-position, show-meta-on-hover, transparentBackground: slideshow and slider, where the
 *   caption is laid over the image on the gallery's own background; grid and stack put it below.
 * - active-alignment: slider, the only design showing more than one slide at a time.
 * - max-width: grid, the widest (px) each image of the grid may be.
 * - square-thumbs: slideshow, the only design with a thumbnail strip.
 */
export const SETTING_DESIGNS: { readonly [K in GallerySettingName]?: readonly GalleryDesign[] } = {
  'show-meta-basic': ALL,
  'meta-position': OVERLAID,
  'show-meta-on-hover': OVERLAID,
  'active-alignment': ['slider'],
  'max-width': ['grid'],
  newWindow: ALL,
  transparentBackground: OVERLAID,
  'square-thumbs': ['slideshow'],
};

/** Whether a setting applies to a design (an unknown design or setting: only the settings listed nowhere). */
export function appliesToDesign(design: string, setting: string): boolean {
  const designs: unknown = getOwn(SETTING_DESIGNS, setting);
  if (designs === undefined) return true;
  return Array.isArray(designs) && designs.some((d) => d === design);
}

/** The designs a setting applies to, in the order of the design setting's values. */
export const designsOf = (setting: string): GalleryDesign[] => ALL.filter((design) => appliesToDesign(design, setting));
