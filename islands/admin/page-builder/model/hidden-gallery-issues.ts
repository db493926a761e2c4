/**
 * A refused save's issues about gallery settings the block's panel does not show: the panel offers
 * only the settings that apply to the chosen design (domain/gallery/applies.ts), so a wrong value
 * kept for another design (a grid's maximum width once the block is a slideshow) has no field to
 * stand beside. Each is named by its label and the designs it belongs to, for the panel (which
 * offers to reset it to its default) and the save's status.
 */
import type { ApiIssue } from '../../../../domain/admin/api-issue.js';
import { appliesToDesign, designsOf } from '../../../../domain/gallery/applies.js';
import { GALLERY_DESIGN_NAMES, GALLERY_SETTING_LABELS } from '../../../../domain/gallery/labels.js';
import { GALLERY_SETTINGS, type GalleryDesign, type GallerySettingName } from '../../../../domain/gallery/settings.js';
import { designOfVariant } from '../../../../domain/layout/block-defaults.js';
import type { Layout } from '../../../../domain/layout/layout.js';
import { wordList } from '../../../../domain/word-list.js';
import { GALLERY_PANEL_SETTINGS } from './block-fields.js';
import { blockSettingIssues, issuesUnder, type SettingIssue } from './field-issues.js';
import { findBlock } from './layout-ops.js';

export interface HiddenGalleryIssue {
  setting: GallerySettingName;
  /** The designs whose panel shows it (none: no design's panel offers it). */
  designs: readonly GalleryDesign[];
  message: string;
}

const isSettingName = (name: string): name is GallerySettingName => Object.hasOwn(GALLERY_SETTINGS, name);

/** The settings of `offered` the panel shows for the design. */
export const shownGallerySettings = (offered: readonly GallerySettingName[], design: GalleryDesign): GallerySettingName[] => offered.filter((name) => appliesToDesign(design, name));

/** The issues (paths relative to the gallery settings) of settings the panel does not show for the design. */
export function hiddenGalleryIssues(issues: readonly SettingIssue[], design: GalleryDesign, offered: readonly GallerySettingName[]): HiddenGalleryIssue[] {
  const shown = shownGallerySettings(offered, design);
  return issues.flatMap((issue) => {
    const setting = issue.path.split('.')[0] ?? '';
    if (!isSettingName(setting) || shown.includes(setting)) return [];
    return [{ setting, designs: offered.includes(setting) ? designsOf(setting) : [], message: issue.message }];
  });
}

/** Why the panel does not show it: `Maximum image width (px) belongs to the grid design, not to the slideshow chosen now.` */
export function hiddenSettingText(hidden: HiddenGalleryIssue, design: GalleryDesign): string {
  const label = GALLERY_SETTING_LABELS[hidden.setting];
  if (hidden.designs.length === 0) return `${label} is not among this panel’s settings.`;
  const designs = wordList(hidden.designs.map((d) => GALLERY_DESIGN_NAMES[d]));
  return `${label} belongs to the ${designs} design${hidden.designs.length > 1 ? 's' : ''}, not to the ${GALLERY_DESIGN_NAMES[design]} chosen now.`;
}

/** A setting's default as the reset button says it (`300`, `on`, `bottom left`). */
export function gallerySettingDefault(setting: GallerySettingName): string {
  const value = GALLERY_SETTINGS[setting].default;
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  return typeof value === 'number' ? String(value) : value.replace(/-/g, ' ');
}

/** What the save's status adds to an issue of a gallery setting its block's panel does not show, else undefined. */
export function hiddenGalleryIssueNote(layout: Layout, issue: ApiIssue): string | undefined {
  const blockId = (issue as { blockId?: unknown }).blockId;
  const found = typeof blockId === 'string' ? findBlock(layout, blockId) : undefined;
  if (!found || found.block.kind !== 'gallery' || typeof blockId !== 'string') return undefined;
  const design = designOfVariant(found.block.variant);
  const [hidden] = hiddenGalleryIssues(issuesUnder(blockSettingIssues([issue], blockId), 'gallery'), design, GALLERY_PANEL_SETTINGS);
  return hidden && `${hiddenSettingText(hidden, design)} Select the block to reset it to its default (${gallerySettingDefault(hidden.setting)}).`;
}
