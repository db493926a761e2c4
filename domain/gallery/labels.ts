/**
 * Each gallery setting of seed 001 as an editor names it: the page builder's panel labels its
 * field with it and the gallery block's messages start with it ("Autoplay duration must be a
 * number from 1 to 10, not 11.").
 */
import type { GalleryDesign, GallerySettingName } from './settings.js';

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
  'max-width': 'Maximum image width (px)',
  newWindow: 'Open links in a new window',
  transparentBackground: 'Transparent background',
};

/** A setting's label without its unit, to start a sentence ("Autoplay duration must be …"). */
export const gallerySettingName = (name: GallerySettingName): string => GALLERY_SETTING_LABELS[name].replace(/ \([^)]*\)$/, '');

/** What a setting does, where its label alone does not say it: the panel shows it under the field. */
export const GALLERY_SETTING_HINTS: { readonly [K in GallerySettingName]?: string } = {
  'show-meta-basic': 'Off: no caption at all.',
  'show-meta': 'The description under each title.',
  'show-meta-only-title': 'Hides the descriptions even when image details are on.',
  'meta-position': 'Where the caption sits on the image.',
  'show-meta-on-hover': 'Captions appear when a visitor points at or moves the keyboard focus to the gallery (always shown on touch screens).',
  'active-alignment': 'Where the current image stops in the carousel.',
  'max-width': 'The widest each image of the grid may be, in pixels; the grid keeps its images per row and narrows them on small screens.',
  newWindow: 'On: each image links to its full-size file, opened in a new tab (a lightbox, when on, still opens first).',
  transparentBackground: 'Off: the images sit on a panel tinted from the section’s colours.',
  'square-thumbs': 'Off: the thumbnails keep each image’s own shape.',
};

/** Each design as the editor's panel names it (the block's variant: seed 001's slider is the carousel). */
export const GALLERY_DESIGN_NAMES: { readonly [D in GalleryDesign]: string } = { slideshow: 'slideshow', slider: 'carousel', grid: 'grid', stacked: 'stack' };
