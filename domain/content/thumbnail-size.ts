/** Widths above which the next thumbnail size up is picked, largest first. */
const THRESHOLDS: readonly (readonly [number, string])[] = [
  [1000, '1500w'],
  [750, '1000w'],
  [500, '750w'],
  [300, '500w'],
  [100, '300w'],
];

export const SMALLEST_THUMBNAIL = '100w';

/** The image variant to ask for to show an image `width` pixels wide. */
export function thumbnailSizeForWidth(width: number): string {
  for (const [above, size] of THRESHOLDS) if (width > above) return size;
  return SMALLEST_THUMBNAIL;
}
