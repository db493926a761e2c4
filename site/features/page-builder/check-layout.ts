/**
 * The server's whole check of a layout an editor saves (or restores): its shape
 * (domain/layout/validate-layout.ts), who may touch its code blocks
 * (domain/layout/admin-only-blocks.ts: 403 for any role but ADMIN adding or changing one), each
 * block's settings by its kind's schema (rich text cleaned on the way), and every image it shows
 * found in the media library. Answers the layout as it is stored, with its images' facts, or throws
 * the refusal naming each problem at its path; nothing is written either way.
 */
import type { z } from 'zod';
import { adminOnlyChanges, ADMIN_ONLY_MESSAGE } from '../../../domain/layout/admin-only-blocks.js';
import type { LayoutIssue } from '../../../domain/layout/layout-api.js';
import type { Layout } from '../../../domain/layout/layout.js';
import type { LayoutMedia, MediaFacts, StoredLayout } from '../../../domain/layout/layout-media.js';
import { validateLayout } from '../../../domain/layout/validate-layout.js';
import { mediaUrl } from '../../../domain/media/media.js';
import { storedVariants } from '../../../domain/media/image-format.js';
import { findMedia } from '../../db/media.js';
import type { Store } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';
import { blockDefinition } from './kinds/index.js';

export const INVALID_LAYOUT_MESSAGE = 'The layout cannot be saved: see each problem.';

export interface LayoutRulesOfSite {
  /** The colour names of the site's palette. */
  palette: readonly string[];
  /** Whether the one saving is an ADMIN (who alone adds or changes code blocks). */
  isAdmin: boolean;
  /** The layout as it is now (the stored draft): a code block of it may be kept by anyone. */
  current: Layout;
}

const invalid = (issues: readonly LayoutIssue[]): ApiError => new ApiError(400, 'invalid-layout', INVALID_LAYOUT_MESSAGE, issues);

function issuePath(base: string, path: readonly (string | number)[]): string {
  return path.reduce<string>((at, key) => (typeof key === 'number' ? `${at}[${key}]` : `${at}.${key}`), base);
}

/** Each block's settings through its kind's schema; the parsed (cleaned) settings replace them. */
function checkedSettings(layout: Layout): { layout: Layout; issues: LayoutIssue[] } {
  const issues: LayoutIssue[] = [];
  const sections = layout.sections.map((section, si) => ({
    ...section,
    blocks: section.blocks.map((block, bi) => {
      const at = `sections[${si}].blocks[${bi}]`;
      const definition = blockDefinition(block.kind);
      if (!definition) {
        issues.push({ path: `${at}.kind`, message: `The ${block.kind} block is not available yet.` });
        return block;
      }
      const parsed = (definition.settings as z.ZodType<Record<string, unknown>>).safeParse(block.settings);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) issues.push({ path: issuePath(`${at}.settings`, issue.path), message: issue.message });
        return block;
      }
      return { ...block, settings: parsed.data };
    }),
  }));
  return { layout: { sections }, issues };
}

const factsOf = (row: { id: string; filename: string; width: number; height: number }): MediaFacts => ({
  assetUrl: mediaUrl(row.id, row.filename),
  originalSize: `${row.width}x${row.height}`,
  systemDataVariants: storedVariants(row.width),
});

/** The images of the layout found in the media library, or the issues naming those that are not. */
async function layoutMedia(store: Store, layout: Layout): Promise<{ media: LayoutMedia; issues: LayoutIssue[] }> {
  const media: Record<string, MediaFacts> = {};
  const issues: LayoutIssue[] = [];
  const find = async (id: string, path: string): Promise<void> => {
    if (Object.hasOwn(media, id)) return;
    const row = await findMedia(store, id);
    if (row) media[id] = factsOf(row);
    else issues.push({ path, message: `No image "${id}" in the media library.` });
  };
  for (const [si, section] of layout.sections.entries()) {
    if (section.background.kind === 'image') await find(section.background.mediaId, `sections[${si}].background.mediaId`);
    for (const [bi, block] of section.blocks.entries()) {
      const id = block.settings['mediaId'];
      if (typeof id === 'string' && id !== '') await find(id, `sections[${si}].blocks[${bi}].settings.mediaId`);
    }
  }
  return { media, issues };
}

export async function checkLayout(store: Store, value: unknown, rules: LayoutRulesOfSite): Promise<StoredLayout> {
  const shape = validateLayout(value, { palette: rules.palette });
  if (!shape.ok) throw invalid(shape.issues);
  if (!rules.isAdmin) {
    const refused = adminOnlyChanges(shape.layout, rules.current);
    if (refused.length > 0) throw new ApiError(403, 'admin-only-block', ADMIN_ONLY_MESSAGE, refused);
  }
  const settings = checkedSettings(shape.layout);
  if (settings.issues.length > 0) throw invalid(settings.issues);
  const found = await layoutMedia(store, settings.layout);
  if (found.issues.length > 0) throw invalid(found.issues);
  return { layout: settings.layout, media: found.media };
}
