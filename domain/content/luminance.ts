/** A colour is dark when its luminance (0–255) is below 0.65 of 256. */
export const DARK_LUMINANCE = 0.65 * 256;

/** The perceived brightness (ITU-R BT.601 weights) of a 24-bit colour, from 0 to 255. */
export function luminance(color: number): number {
  const red = (color >> 16) & 0xff;
  const green = (color >> 8) & 0xff;
  const blue = color & 0xff;
  return 0.299 * red + 0.587 * green + 0.114 * blue;
}

/** Whether a 24-bit colour counts as dark for choosing contrasting text. */
export function isDarkColor(color: number): boolean {
  return luminance(color) < DARK_LUMINANCE;
}
