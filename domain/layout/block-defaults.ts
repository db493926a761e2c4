/**
 * The settings a block of a dynamic kind starts with when added from the catalogue: one
 * definition read by the server's kinds (site/features/page-builder/kinds/*.ts `defaults`) and by
 * the editor (islands/admin/page-builder/model/block-defaults.ts). Choices start blank
 * (block-choices.ts).
 */
import { selectDesign } from '../gallery/design-rules.js';
import { defaultGallerySettings, type GalleryDesign, type GallerySettings } from '../gallery/settings.js';
import { MAP_ZOOM } from '../maps/place.js';

const GALLERY_DESIGNS: Readonly<Record<string, GalleryDesign>> = { slideshow: 'slideshow', carousel: 'slider', grid: 'grid', stack: 'stacked' };

/** A gallery block's variant as seed 001's gallery design (grid when unknown). */
export const designOfVariant = (variant: string | undefined): GalleryDesign =>
  variant !== undefined && Object.hasOwn(GALLERY_DESIGNS, variant) ? (GALLERY_DESIGNS[variant] as GalleryDesign) : 'grid';

export type GalleryBlockStart = {
  images: { mediaId: string; alt: string; title?: string; description?: string }[];
  gallery: GallerySettings;
};

// Choosing a design applies its rules (slideshow turns thumbnails on, grid and stack turn autoplay off).
export const galleryStart = (variant: string | undefined): GalleryBlockStart => ({ images: [], gallery: selectDesign(defaultGallerySettings(), designOfVariant(variant)) });

const SUMMARY_COUNTS: Readonly<Record<string, number>> = { wall: 6, carousel: 6, list: 3, grid: 6 };

export const summaryStart = (variant: string | undefined) => ({
  collectionId: '',
  count: SUMMARY_COUNTS[variant ?? 'wall'] ?? 6,
  show: { title: true, image: variant !== 'list', excerpt: true, price: true, date: true },
});

export const formStart = () => ({ formId: '' });
export const newsletterStart = () => ({ listId: '', title: 'Subscribe', description: 'Sign up to receive news and updates.', buttonLabel: 'Sign up' });
export const productStart = () => ({ productId: '', showImage: true, showExcerpt: true });
export const videoStart = () => ({ url: '', title: '' });
export const audioStart = () => ({ tracks: [] as { title: string; artist?: string; url: string }[] });
export const mapStart = () => ({ address: '', zoom: MAP_ZOOM.default as number });
export const chartStart = () => ({ title: 'Chart', labels: ['A', 'B', 'C'], series: [{ name: 'Values', values: [3, 5, 2] as (number | null)[] }] });

/** The start of each dynamic kind by its variant. */
export const DYNAMIC_STARTS: Readonly<Record<string, (variant: string | undefined) => Record<string, unknown>>> = {
  gallery: galleryStart,
  summary: summaryStart,
  form: formStart,
  newsletter: newsletterStart,
  product: productStart,
  video: videoStart,
  audio: audioStart,
  map: mapStart,
  chart: chartStart,
};
