/**
 * The side panel's fields for each block kind: which setting, its label, and how it is chosen.
 * Pickers (`media`, `images`, `form`, `product`, `collection`) list what the site has; editors of
 * a setting made of parts (`filter`, `switches`, `tracks`, `dataset`, `gallery`) edit it whole.
 * The fields follow the server's schemas (site/features/page-builder/kinds/*.ts); a setting not
 * listed here keeps what it has. A kind not described here gets a text field for each key of its
 * settings.
 */
import type { BlockKind } from '../../../../domain/layout/block-kinds.js';
import type { GallerySettingName } from '../../../../domain/gallery/settings.js';

export type FieldControl =
  | { control: 'text' }
  | { control: 'textarea' }
  | { control: 'url' }
  | { control: 'number'; min: number; max: number }
  | { control: 'choice'; options: readonly { value: string; label: string }[] }
  | { control: 'media' }
  | { control: 'form' }
  | { control: 'product' }
  | { control: 'collection' }
  | { control: 'flag' }
  | { control: 'images' }
  /** A summary's filter: none, or by category or tag and its value. */
  | { control: 'filter' }
  /** An object of on/off switches, such as a summary's `show`. */
  | { control: 'switches'; switches: readonly { key: string; label: string }[] }
  /** An album's tracks: title, artist, file; added, removed, reordered. */
  | { control: 'tracks' }
  /** A chart's rows (`labels`) and columns (`series`), edited as one table. */
  | { control: 'dataset' }
  /** A gallery's settings of seed 001 (`settings`: the ones its block renders; the design is the variant). */
  | { control: 'gallery'; settings: readonly GallerySettingName[] };

/**
 * `optional`: a blank value removes the setting (the server refuses a blank link, say).
 * `also`: other settings the field edits, whose issues show beside it (a chart's `series`).
 */
export type BlockField = { key: string; label: string; hint?: string; optional?: true; also?: readonly string[] } & FieldControl;

/** The gallery settings its block renders (templates/blocks/gallery.block), in the panel's order; each shown for the designs it applies to (domain/gallery/applies.ts). */
export const GALLERY_PANEL_SETTINGS: readonly GallerySettingName[] = [
  'aspect-ratio',
  'auto-crop',
  'thumbnails-per-row',
  'max-width',
  'padding',
  'autoplay',
  'autoplay-duration',
  'controls',
  'active-alignment',
  'thumbnails',
  'square-thumbs',
  'thumbnail-strip-height',
  'thumbnail-strip-margin',
  'show-meta-basic',
  'show-meta',
  'show-meta-only-title',
  'meta-position',
  'show-meta-on-hover',
  'transparentBackground',
  'lightbox',
  'lightboxTheme',
  'newWindow',
];

/** What the variant select is called for each kind whose variant is a design or kind ("Variant" otherwise). */
export const VARIANT_LABELS: Partial<Record<BlockKind, string>> = { gallery: 'Design', summary: 'Design', chart: 'Chart kind' };

const text = (key: string, label: string, hint?: string): BlockField => ({ key, label, control: 'text', ...(hint ? { hint } : {}) });
const url = (key: string, label: string, hint?: string): BlockField => ({ key, label, control: 'url', ...(hint ? { hint } : {}) });
const optional = (field: BlockField): BlockField => ({ ...field, optional: true });
const choice = (key: string, label: string, values: readonly string[]): BlockField => ({
  key,
  label,
  control: 'choice',
  options: values.map((value) => ({ value, label: `${value[0]?.toUpperCase() ?? ''}${value.slice(1)}` })),
});

export const BLOCK_FIELDS: Partial<Record<BlockKind, readonly BlockField[]>> = {
  // The text itself is edited in place on the canvas.
  text: [],
  image: [
    { key: 'mediaId', label: 'Image', control: 'media' },
    text('alt', 'Alt text', 'What the image shows, read to people who cannot see it.'),
    optional(url('link', 'Link (optional)')),
    optional(text('title', 'Title (optional)')),
    optional({ key: 'caption', label: 'Caption (optional)', control: 'textarea' }),
  ],
  gallery: [
    { key: 'images', label: 'Images', control: 'images' },
    { key: 'gallery', label: 'Gallery settings', control: 'gallery', settings: GALLERY_PANEL_SETTINGS },
  ],
  summary: [
    { key: 'collectionId', label: 'Collection', control: 'collection' },
    optional(text('heading', 'Heading (optional)')),
    { key: 'count', label: 'Items shown', control: 'number', min: 1, max: 30 },
    { key: 'filter', label: 'Filter', control: 'filter' },
    {
      key: 'show',
      label: 'Show',
      control: 'switches',
      switches: [
        { key: 'title', label: 'Show title' },
        { key: 'image', label: 'Show image' },
        { key: 'excerpt', label: 'Show excerpt' },
        { key: 'price', label: 'Show price' },
        { key: 'date', label: 'Show date' },
      ],
    },
  ],
  button: [text('label', 'Button text'), url('url', 'Link', 'An address (https://…), mailto:, tel: or a path of this site such as /shop.'), choice('size', 'Size', ['small', 'medium', 'large']), choice('alignment', 'Alignment', ['left', 'center', 'right'])],
  form: [{ key: 'formId', label: 'Form', control: 'form' }],
  newsletter: [
    text('listId', 'Mailing list', 'The id of a newsletter form of this site that takes sign-ups.'),
    text('title', 'Title'),
    optional({ key: 'description', label: 'Description (optional)', control: 'textarea' }),
    text('buttonLabel', 'Button label'),
  ],
  product: [
    { key: 'productId', label: 'Product', control: 'product' },
    { key: 'showImage', label: 'Show image', control: 'flag' },
    { key: 'showExcerpt', label: 'Show description', control: 'flag' },
  ],
  quote: [{ key: 'text', label: 'Quote', control: 'textarea' }, optional(text('source', 'Source (optional)'))],
  spacer: [{ key: 'height', label: 'Height in rem', control: 'number', min: 0, max: 40 }],
  line: [choice('style', 'Line style', ['solid', 'dashed', 'dotted'])],
  'site-title': [choice('level', 'Shown as', ['h1', 'h2', 'p'])],
  navigation: [text('navigationId', 'Navigation'), text('label', 'Label')],
  video: [
    url('url', 'Video address', 'A YouTube or Vimeo address. Vimeo Basic accounts are unsupported.'),
    text('title', 'Video title'),
    optional(text('caption', 'Caption (optional)')),
  ],
  audio: [optional(text('albumTitle', 'Album title (optional)')), optional(text('artist', 'Artist (optional)')), { key: 'tracks', label: 'Tracks', control: 'tracks' }],
  embed: [url('url', 'Address to embed'), optional(text('title', 'Title (optional)'))],
  map: [text('address', 'Address'), optional(text('name', 'Place name (optional)')), { key: 'zoom', label: 'Zoom', control: 'number', min: 1, max: 20 }],
  chart: [
    text('title', 'Chart title'),
    optional({ key: 'description', label: 'Description (optional)', control: 'textarea' }),
    { key: 'labels', label: 'Data', control: 'dataset', also: ['series'] },
  ],
  code: [{ key: 'html', label: 'HTML', control: 'textarea' }],
  // Its items (a list of questions and answers) are not edited here yet.
  accordion: [],
  'social-links': [],
  logo: [],
};

/** The fields of a block: its kind's, else one text field per setting it has. */
export function fieldsOf(kind: BlockKind, settings: Record<string, unknown>): readonly BlockField[] {
  const known = BLOCK_FIELDS[kind];
  if (known) return known;
  return Object.keys(settings)
    .filter((key) => typeof settings[key] === 'string' || typeof settings[key] === 'number')
    .map((key) => text(key, key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())));
}
