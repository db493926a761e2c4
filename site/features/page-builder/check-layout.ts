/**
 * The server's whole check of a layout an editor saves (or restores): its shape
 * (domain/layout/validate-layout.ts), who may touch its code blocks
 * (domain/layout/admin-only-blocks.ts: 403 for any role but ADMIN adding or changing one), each
 * block's settings by its kind's schema (rich text cleaned on the way), every image it shows
 * found in the media library, and every audio track under `/media/` found there as an audio file. Answers the layout as it is stored, with its images' facts, or throws
 * the refusal naming each problem at its path; nothing is written either way.
 *
 * A draft may hold blocks whose choices are still blank (domain/layout/block-choices.ts): when a
 * block's only issues are such choices its settings are kept as sent (every other field passed its
 * check, and the strict schema refused any unknown key) and the issues are answered beside the
 * saved draft. Publishing checks the draft again with no such allowance: any issue refuses it, each
 * naming the block and its field.
 */
import type { z } from 'zod';
import { adminOnlyChanges, ADMIN_ONLY_MESSAGE } from '../../../domain/layout/admin-only-blocks.js';
import { BLOCK_KIND_INFO } from '../../../domain/layout/block-kinds.js';
import { isMissingChoice } from '../../../domain/layout/block-choices.js';
import type { LayoutIssue } from '../../../domain/layout/layout-api.js';
import type { Block, Layout } from '../../../domain/layout/layout.js';
import type { LayoutMedia, MediaFacts, StoredLayout } from '../../../domain/layout/layout-media.js';
import { validateLayout } from '../../../domain/layout/validate-layout.js';
import { mediaIdOf, mediaUrl } from '../../../domain/media/media.js';
import { storedVariants } from '../../../domain/media/image-format.js';
import { findMediaOfKind } from '../../db/media.js';
import type { Store } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';
import type { SiteContent } from '../../content/types.js';
import { blockDefinition } from './kinds/index.js';
import type { LiveBlockDefinition } from './kinds/live-block.js';

export const INVALID_LAYOUT_MESSAGE = 'The layout cannot be saved: see each problem.';

export interface LayoutRulesOfSite {
  /** The colour names of the site's palette. */
  palette: readonly string[];
  /** Whether the one saving is an ADMIN (who alone adds or changes code blocks). */
  isAdmin: boolean;
  /** The layout as it is now (the stored draft): a code block of it may be kept by anyone. */
  current: Layout;
  /** The site's content: a block pointing at a form, mailing list, product or collection is checked against it (kinds/live-block.ts). */
  content?: SiteContent;
  /** A draft: blocks whose only issues are blank choices are kept, their issues answered (`pending`). */
  draft?: boolean;
}

/** A checked layout and, for a draft, the choices still to make. */
export interface CheckedLayout {
  stored: StoredLayout;
  pending: LayoutIssue[];
}

const invalid = (issues: readonly LayoutIssue[]): ApiError => new ApiError(400, 'invalid-layout', INVALID_LAYOUT_MESSAGE, issues);

function issuePath(base: string, path: readonly (string | number)[]): string {
  return path.reduce<string>((at, key) => (typeof key === 'number' ? `${at}[${key}]` : `${at}.${key}`), base);
}

/** Which block an issue is of, as the editor names it ("Form block 3 of section 1"). */
const blockName = (kind: Block['kind'], si: number, bi: number): string => `${BLOCK_KIND_INFO[kind].label} block ${String(bi + 1)} of section ${String(si + 1)}`;

/** Each block's settings through its kind's schema; the parsed (cleaned) settings replace them. */
function checkedSettings(layout: Layout, content: SiteContent | undefined, draft: boolean): { layout: Layout; issues: LayoutIssue[]; pending: LayoutIssue[] } {
  const issues: LayoutIssue[] = [];
  const pending: LayoutIssue[] = [];
  const sections = layout.sections.map((section, si) => ({
    ...section,
    blocks: section.blocks.map((block, bi) => {
      const at = `sections[${si}].blocks[${bi}]`;
      const definition = blockDefinition(block.kind);
      if (!definition) {
        issues.push({ path: `${at}.kind`, message: `The ${block.kind} block is not available yet.` });
        return block;
      }
      const named = (path: readonly (string | number)[], message: string): LayoutIssue => ({ path: issuePath(`${at}.settings`, path), message, blockId: block.id, block: blockName(block.kind, si, bi) });
      const parsed = (definition.settings as z.ZodType<Record<string, unknown>>).safeParse(block.settings);
      if (!parsed.success) {
        const found = parsed.error.issues.map((issue) => ({ issue, choice: issue.path.length === 1 && typeof issue.path[0] === 'string' && isMissingChoice(block.kind, block.settings, issue.path[0]) }));
        if (draft && found.every((f) => f.choice)) {
          // A blank choice said once (a blank video link is also not a YouTube or Vimeo link).
          const said = new Set<string>();
          for (const { issue } of found) {
            const key = String(issue.path[0]);
            if (said.has(key)) continue;
            said.add(key);
            pending.push(named(issue.path, issue.message));
          }
        } else for (const { issue } of found) issues.push(named(issue.path, issue.message));
        return block;
      }
      const check = (definition as LiveBlockDefinition).check;
      if (check && content) {
        for (const issue of check(parsed.data, { content, path: '', origin: '' }, block)) issues.push(named(issue.path === '' ? [] : issue.path.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k)), issue.message));
      }
      return { ...block, settings: parsed.data };
    }),
  }));
  return { layout: { sections }, issues, pending };
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
  const found = new Set<string>();
  const find = async (id: string, path: string, of?: { block: Block; si: number; bi: number }): Promise<void> => {
    if (!found.has(id)) {
      found.add(id);
      const row = await findMediaOfKind(store, id, 'image');
      if (row) media[id] = factsOf(row);
    }
    if (Object.hasOwn(media, id)) return;
    // An image of a block is named by its block, as every other issue of a block is.
    const named = of ? { blockId: of.block.id, block: blockName(of.block.kind, of.si, of.bi) } : {};
    issues.push({ path, message: `No image "${id}" in the media library.`, ...named });
  };
  for (const [si, section] of layout.sections.entries()) {
    if (section.background.kind === 'image') await find(section.background.mediaId, `sections[${si}].background.mediaId`);
    for (const [bi, block] of section.blocks.entries()) {
      const id = block.settings['mediaId'];
      if (typeof id === 'string' && id !== '') await find(id, `sections[${si}].blocks[${bi}].settings.mediaId`, { block, si, bi });
      // A gallery's images.
      const images = block.settings['images'];
      if (Array.isArray(images)) {
        for (const [ii, image] of images.entries()) {
          const imageId = image !== null && typeof image === 'object' ? (image as Record<string, unknown>)['mediaId'] : undefined;
          if (typeof imageId === 'string' && imageId !== '') await find(imageId, `sections[${si}].blocks[${bi}].settings.images[${ii}].mediaId`, { block, si, bi });
        }
      }
    }
  }
  for (const [si, section] of layout.sections.entries()) {
    for (const [bi, block] of section.blocks.entries()) issues.push(...(await missingTracks(store, block, si, bi)));
  }
  return { media, issues };
}

/** The tracks of an audio block whose `/media/…` file is no audio file of the library (site folder files are the schema's to check). */
async function missingTracks(store: Store, block: Block, si: number, bi: number): Promise<LayoutIssue[]> {
  const tracks = block.kind === 'audio' ? block.settings['tracks'] : undefined;
  if (!Array.isArray(tracks)) return [];
  const issues: LayoutIssue[] = [];
  for (const [ti, track] of tracks.entries()) {
    const url = track !== null && typeof track === 'object' ? (track as Record<string, unknown>)['url'] : undefined;
    if (typeof url !== 'string' || !url.startsWith('/media/')) continue;
    const id = mediaIdOf(url);
    const row = id === undefined ? undefined : await findMediaOfKind(store, id, 'audio');
    if (row && mediaUrl(row.id, row.filename) === url) continue;
    issues.push({ path: `sections[${si}].blocks[${bi}].settings.tracks[${ti}].url`, message: `No audio file "${url}" in the media library.`, blockId: block.id, block: blockName(block.kind, si, bi) });
  }
  return issues;
}

export async function checkLayout(store: Store, value: unknown, rules: LayoutRulesOfSite): Promise<CheckedLayout> {
  const shape = validateLayout(value, { palette: rules.palette });
  if (!shape.ok) throw invalid(shape.issues);
  if (!rules.isAdmin) {
    const refused = adminOnlyChanges(shape.layout, rules.current);
    if (refused.length > 0) throw new ApiError(403, 'admin-only-block', ADMIN_ONLY_MESSAGE, refused);
  }
  const settings = checkedSettings(shape.layout, rules.content, rules.draft === true);
  if (settings.issues.length > 0) throw invalid(settings.issues);
  const found = await layoutMedia(store, settings.layout);
  if (found.issues.length > 0) throw invalid(found.issues);
  return { stored: { layout: settings.layout, media: found.media }, pending: settings.pending };
}
