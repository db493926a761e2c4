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
