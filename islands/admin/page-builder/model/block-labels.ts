/** Each block's name for people: its kind's label and its number among the blocks of that kind ("Text 2"). */
import { BLOCK_KIND_INFO } from '../../../../domain/layout/block-kinds.js';
import type { Layout } from '../../../../domain/layout/layout.js';

export function blockLabels(layout: Layout): Map<string, string> {
  const seen = new Map<string, number>();
  const labels = new Map<string, string>();
  for (const section of layout.sections) {
    for (const block of section.blocks) {
      const n = (seen.get(block.kind) ?? 0) + 1;
      seen.set(block.kind, n);
      labels.set(block.id, `${BLOCK_KIND_INFO[block.kind].label} ${String(n)}`);
    }
  }
  return labels;
}
