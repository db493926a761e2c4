import { appliesToDesign } from './applies.js';
import { galleryCaption, type GalleryCaption } from './caption.js';
import type { GallerySettings } from './settings.js';

/**
 * How a gallery is drawn from its effective settings (effective.ts), the same for the page
 * builder's gallery block and the gallery collection page:
 * - caption: its parts (caption.ts);
 * - overlay: captions sit over the image, placed by meta-position (the designs of applies.ts);
 * - newTab: image links open a new tab (newWindow) and say so, unless the lightbox opens them;
 * - interactive: the design or the lightbox needs the template's small script.
 */
export interface GalleryDisplay {
  readonly caption: GalleryCaption;
  readonly overlay: boolean;
  readonly newTab: boolean;
  readonly interactive: boolean;
}

export function galleryDisplay(options: GallerySettings): GalleryDisplay {
  return {
    caption: galleryCaption(options),
    overlay: appliesToDesign(options.design, 'meta-position'),
    newTab: options.newWindow && !options.lightbox,
    interactive: options.design === 'slideshow' || options.design === 'slider' || options.lightbox,
  };
}
