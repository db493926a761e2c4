/** An image a block shows (a gallery's, a summary item's), as its template draws it: URL, srcset, size, alt. */
import { servesImageSizes, sizedSrcset, storedVariants } from '../../../../domain/media/image-format.js';
import type { JsonObject } from '../../../../domain/json-object.js';

export interface BlockImage extends JsonObject {
  url: string;
  /** `url?format=100w 100w, …` where the site serves sizes, else absent. */
  srcset?: string;
  alt: string;
  width?: number;
  height?: number;
}

/** The sizes the site makes of a local raster image, only as wide as the original when it is known. */
export function blockImage(url: string, alt: string, width?: number, height?: number): BlockImage {
  const widths = width === undefined ? undefined : storedVariants(width).split(',').filter(Boolean).map((w) => Number.parseInt(w, 10));
  const srcset = servesImageSizes(url) && (widths === undefined || widths.length > 0) ? sizedSrcset(url, widths) : undefined;
  return { url, alt, ...(srcset ? { srcset } : {}), ...(width !== undefined && height !== undefined ? { width, height } : {}) };
}

/** `2500x1667` (content's `originalSize`) as numbers. */
export function sizeOf(originalSize: unknown): { width: number; height: number } | undefined {
  const match = typeof originalSize === 'string' ? /^(\d{1,6})x(\d{1,6})$/.exec(originalSize) : null;
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
}
