/**
 * Who may touch an ADMIN-only block (code: raw HTML, rendered as written). Any other role that
 * edits a layout may move such a block, resize it or remove it, but may neither add one nor change
 * its settings or variant: every code block of what they save must be, id for id, one the layout
 * already holds with the same settings. So no one but an ADMIN ever puts markup of their own on a
 * page, whether by adding a block, editing one, copying one from another layout, turning another
 * block into one or restoring an old version that held one.
 */
import { BLOCK_KIND_INFO } from './block-kinds.js';
import type { LayoutIssue } from './layout-api.js';
import type { Block, Layout } from './layout.js';

export const ADMIN_ONLY_MESSAGE = 'Only an administrator may add or change a code block. You may move, resize or remove it.';

/** Settings compared by their JSON with keys in order, so a reordered object is the same settings. */
export function sameSettings(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function blocksById(layout: Layout): Map<string, Block> {
  const byId = new Map<string, Block>();
  for (const s of layout.sections) for (const b of s.blocks) byId.set(b.id, b);
  return byId;
}

/** The ADMIN-only blocks of `next` that a role other than ADMIN added or changed, compared with `current`. */
export function adminOnlyChanges(next: Layout, current: Layout): LayoutIssue[] {
  const before = blocksById(current);
  const issues: LayoutIssue[] = [];
  next.sections.forEach((s, si) =>
    s.blocks.forEach((b, bi) => {
      if (!BLOCK_KIND_INFO[b.kind].adminOnly) return;
      const was = before.get(b.id);
      const same = was !== undefined && was.kind === b.kind && was.variant === b.variant && sameSettings(was.settings, b.settings);
      if (!same) issues.push({ path: `sections[${si}].blocks[${bi}]`, message: ADMIN_ONLY_MESSAGE });
    }),
  );
  return issues;
}
