/** A site colour as stored in its settings: hue in degrees, the rest from 0 to 1. */
export interface HslColor {
  readonly hue: number;
  readonly saturation: number;
  readonly lightness: number;
  readonly alpha?: number;
}

const inUnit = (n: number): boolean => n >= 0 && n <= 1;

/** What is out of bounds, as one message per value ('' when the colour is valid). */
export function hslProblems(color: HslColor): string {
  const problems: string[] = [];
  if (!(color.hue >= 0 && color.hue <= 360)) problems.push('Hue out of bounds.');
  if (!inUnit(color.saturation)) problems.push('Saturation out of bounds.');
  if (!inUnit(color.lightness)) problems.push('Lightness out of bounds.');
  if (color.alpha !== undefined && !inUnit(color.alpha)) problems.push('Alpha out of bounds.');
  return problems.join(' ');
}

/** The colour as CSS, `hsl(…)` or `hsla(…)`, numbers rounded to 2 decimals. */
export function hslText(color: HslColor): string {
  const hsl = `${fixed(color.hue)}, ${fixed(color.saturation * 100)}%, ${fixed(color.lightness * 100)}%`;
  return color.alpha === undefined ? `hsl(${hsl})` : `hsla(${hsl}, ${fixed(color.alpha)})`;
}

function fixed(n: number): number {
  return parseFloat(n.toFixed(2));
}
