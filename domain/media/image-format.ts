import { SRCSET_WIDTHS } from '../content/srcset.js';

/** The widths an image is served at (`?format=100w` … `2500w`), smallest first. */
export const IMAGE_WIDTHS: readonly number[] = SRCSET_WIDTHS.map((w) => Number.parseInt(w, 10));

/** What `?format=` asks of an image: the original (absent or `original`) or one of the widths. */
export type ImageFormat = { kind: 'original' } | { kind: 'width'; width: number } | { kind: 'invalid'; message: string };

export function parseImageFormat(value: string | null): ImageFormat {
  if (value === null || value === '' || value === 'original') return { kind: 'original' };
  const match = /^(\d{1,5})w$/.exec(value);
  const width = match ? Number(match[1]) : Number.NaN;
  if (IMAGE_WIDTHS.includes(width)) return { kind: 'width', width };
  return { kind: 'invalid', message: `format must be original or one of ${SRCSET_WIDTHS.join(', ')}, not "${value.slice(0, 40)}"` };
}

const SIZED_PATH = /^\/(?:media|assets)\/[^?#]*\.(?:jpe?g|png|webp|gif|avif)$/i;

/**
 * Whether the site's media service answers `?format=NNNw` for this image URL: raster images it
 * serves itself, uploaded (`/media/…`) or of the site folder (`/assets/…`). SVGs and other hosts' images are shown as they are.
 */
export function servesImageSizes(url: string): boolean {
  return SIZED_PATH.test(url.split(/[?#]/, 1)[0] ?? '');
}

/** `url?format=100w 100w, …` for the given widths (all the service makes by default). */
export function sizedSrcset(url: string, widths: readonly number[] = IMAGE_WIDTHS): string {
  return widths.map((w) => `${url}?format=${w}w ${w}w`).join(', ');
}

/** `100w,300w,…` (`systemDataVariants`): the widths an original `width` pixels wide is served at without upscaling. */
export function storedVariants(width: number): string {
  return IMAGE_WIDTHS.filter((w) => w <= width).map((w) => `${w}w`).join(',');
}
