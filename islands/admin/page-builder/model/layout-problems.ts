/** What makes a layout unfit to save under LAYOUT_LIMITS, as sentences (none: it is fine). */
import { isBlockKind } from '../../../../domain/layout/block-kinds.js';
import { LAYOUT_LIMITS, type Layout } from '../../../../domain/layout/layout.js';
import { isValidPlacement } from '../../../../domain/layout/placement.js';

const ID = /^[A-Za-z0-9_-]{1,40}$/;

export function layoutProblems(layout: Layout): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const unique = (id: string, what: string) => {
    if (!ID.test(id)) problems.push(`${what} has a malformed id "${id}".`);
    if (ids.has(id)) problems.push(`${what} repeats the id "${id}".`);
    ids.add(id);
  };
  if (layout.sections.length > LAYOUT_LIMITS.sectionsPerLayout) problems.push(`More than ${String(LAYOUT_LIMITS.sectionsPerLayout)} sections.`);
  let blocks = 0;
  layout.sections.forEach((section, s) => {
    unique(section.id, `Section ${String(s + 1)}`);
    section.blocks.forEach((block, b) => {
      blocks += 1;
      const what = `Block ${String(b + 1)} of section ${String(s + 1)}`;
      unique(block.id, what);
      if (!isBlockKind(block.kind)) problems.push(`${what} is of no known kind.`);
      if (!isValidPlacement(block.desktop)) problems.push(`${what} leaves the desktop grid.`);
      if (block.phone && !isValidPlacement(block.phone)) problems.push(`${what} leaves the phone grid.`);
    });
  });
  if (blocks > LAYOUT_LIMITS.blocksPerLayout) problems.push(`More than ${String(LAYOUT_LIMITS.blocksPerLayout)} blocks.`);
  return problems;
}
