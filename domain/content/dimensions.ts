/** An image size as written in `originalSize`: `WxH`. */
export interface Dimensions {
  readonly width: number;
  readonly height: number;
}

const SIDE = /^\s*(\d+)/;

/** Reads `WxH` (whole pixels; anything after the digits of a side is ignored), or undefined. */
export function parseDimensions(text: string): Dimensions | undefined {
  const parts = text.split('x');
  if (parts.length !== 2) return undefined;
  const width = side(parts[0] ?? '');
  const height = side(parts[1] ?? '');
  return width === undefined || height === undefined ? undefined : { width, height };
}

function side(text: string): number | undefined {
  const match = SIDE.exec(text);
  return match === null ? undefined : Number(match[1]);
}

/** The height, in whole pixels, of the image scaled to `width`; 0 when the size is degenerate. */
export function heightForWidth(size: Dimensions, width: number): number {
  return whole(size.height * (width / size.width));
}

/** The width, in whole pixels, of the image scaled to `height`; 0 when the size is degenerate. */
export function widthForHeight(size: Dimensions, height: number): number {
  return whole(size.width * (height / size.height));
}

function whole(n: number): number {
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}
