/** How one gallery setting is valued (spec 001 §3, gallery settings). */
export type SettingDef =
  | { readonly kind: 'boolean'; readonly default: boolean }
  | { readonly kind: 'choice'; readonly values: readonly string[]; readonly default: string }
  | { readonly kind: 'range'; readonly min: number; readonly max: number; readonly default: number; readonly whole?: boolean };

const flag = (value: boolean) => ({ kind: 'boolean', default: value }) as const;
const choice = <const V extends string>(values: readonly V[], value: V) => ({ kind: 'choice', values, default: value }) as const;
const range = (min: number, max: number, value: number, whole = false) => ({ kind: 'range', min, max, default: value, whole }) as const;

export const GALLERY_SETTINGS = {
  design: choice(['slideshow', 'slider', 'grid', 'stacked'], 'grid'),
  autoplay: flag(false),
  'autoplay-duration': range(1, 10, 5),
  controls: flag(false),
  'auto-crop': flag(true),
  'aspect-ratio': choice(
    ['square', 'standard', 'standard-vertical', 'four-three', 'three-four-vertical', 'widescreen', 'anamorphic-widescreen'],
    'square',
  ),
  'square-thumbs': flag(true),
  thumbnails: flag(false),
  'thumbnail-strip-height': range(0, 200, 80),
  'thumbnail-strip-margin': range(0, 60, 20),
  'show-meta-basic': flag(true),
  'show-meta': flag(true),
  'show-meta-only-title': flag(false),
  'meta-position': choice(['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right'], 'bottom'),
  'show-meta-on-hover': flag(false),
  'active-alignment': choice(['left', 'center', 'right'], 'center'),
  'thumbnails-per-row': range(1, 10, 4, true),
  padding: range(0, 50, 20),
  lightbox: flag(false),
  lightboxTheme: choice(['dark', 'light'], 'dark'),
  'max-width': range(100, 300, 300),
  newWindow: flag(false),
  transparentBackground: flag(false),
} as const satisfies Record<string, SettingDef>;

export type GallerySettingName = keyof typeof GALLERY_SETTINGS;

type ValueOf<D> = D extends { kind: 'boolean' } ? boolean : D extends { values: readonly (infer V)[] } ? V : number;

/** A complete, valid set of gallery settings. */
export type GallerySettings = { -readonly [K in GallerySettingName]: ValueOf<(typeof GALLERY_SETTINGS)[K]> };

export type GalleryDesign = GallerySettings['design'];

export const GALLERY_SETTING_NAMES = Object.keys(GALLERY_SETTINGS) as GallerySettingName[];

/** Every setting at its default. */
export function defaultGallerySettings(): GallerySettings {
  const settings: Record<string, unknown> = {};
  for (const name of GALLERY_SETTING_NAMES) settings[name] = GALLERY_SETTINGS[name].default;
  return settings as GallerySettings;
}
