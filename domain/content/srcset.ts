/** The widths images are stored at, smallest first. */
export const SRCSET_WIDTHS: readonly string[] = ['100w', '300w', '500w', '750w', '1000w', '1500w', '2500w'];

/**
 * The srcset candidates of an image from its stored variants (`systemDataVariants`, comma
 * separated; entries not ending in `w` are ignored). When the largest stored variant is below
 * the largest width, the original image stands for the next width up. Empty when there are none.
 */
export function srcsetCandidates(assetUrl: string, variants: string): string[] {
  const widths = variants.split(',').filter((v) => v.endsWith('w'));
  const candidates = widths.map((w) => `${assetUrl}?format=${w} ${w}`);
  const last = widths[widths.length - 1];
  const index = last === undefined ? -1 : SRCSET_WIDTHS.indexOf(last);
  const next = index >= 0 ? SRCSET_WIDTHS[index + 1] : undefined;
  if (next !== undefined) candidates.push(`${assetUrl}?format=original ${next}`);
  return candidates;
}
