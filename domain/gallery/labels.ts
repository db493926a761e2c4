/**
 * Each gallery setting of seed 001 as an editor names it: the page builder's panel labels its
 * field with it and the gallery block's messages start with it ("Autoplay duration must be a
 * number from 1 to 10, not 11.").
 */
import type { GallerySettingName } from './settings.js';

export const GALLERY_SETTING_LABELS: { readonly [K in GallerySettingName]: string } = {
  design: 'Design',
  autoplay: 'Autoplay',
  'autoplay-duration': 'Autoplay duration (seconds)',
  controls: 'Show controls',
  'auto-crop': 'Crop images to fit',
  'aspect-ratio': 'Aspect ratio',
  'square-thumbs': 'Square thumbnails',
  thumbnails: 'Show thumbnails',
  'thumbnail-strip-height': 'Thumbnail strip height (px)',
  'thumbnail-strip-margin': 'Thumbnail strip margin (px)',
  'show-meta-basic': 'Show title and description',
  'show-meta': 'Show image details',
  'show-meta-only-title': 'Show the title only',
  'meta-position': 'Details position',
  'show-meta-on-hover': 'Show details on hover',
  'active-alignment': 'Active image alignment',
  'thumbnails-per-row': 'Images per row',
  padding: 'Spacing between images (px)',
  lightbox: 'Open images in a lightbox',
  lightboxTheme: 'Lightbox theme',
  'max-width': 'Maximum image width (%)',
  newWindow: 'Open links in a new window',
  transparentBackground: 'Transparent background',
};

/** A setting's label without its unit, to start a sentence ("Autoplay duration must be …"). */
export const gallerySettingName = (name: GallerySettingName): string => GALLERY_SETTING_LABELS[name].replace(/ \([^)]*\)$/, '');
