/** Colours above half of the 24-bit range are light, the rest dark. */
export const HALF_BRIGHT = 0xffffff / 2;

export type ColorWeight = 'light' | 'dark';

/** Light or dark, by comparing the colour as a 24-bit number with half the range. */
export function colorWeight(color: number): ColorWeight {
  return color > HALF_BRIGHT ? 'light' : 'dark';
}
