/**
 * The contract between the admin's layout editor (islands/admin/page-builder/) and the server
 * (site/features/page-builder/): paths and payloads. Owners are `LayoutOwner` keys, URL-encoded as
 * one path segment each (`page/abc` → `/api/admin/layouts/page/abc`).
 */
import type { Layout, LayoutOwner } from './layout.js';

export const layoutPath = (owner: LayoutOwner): string => `/api/admin/layouts/${owner.split('/').map(encodeURIComponent).join('/')}`;

/** GET layoutPath(owner) */
export interface LayoutView {
  owner: LayoutOwner;
  /** What the editor edits; equals `published` until a draft is saved. */
  draft: Layout;
  /** What visitors see; null until first published. */
  published: Layout | null;
  /** Version of the stored draft, sent back as `expectedVersion`. 0: nothing stored yet. */
  version: number;
  /** Whether the draft differs from the published layout. */
  unpublished: boolean;
  /** Public URL the layout shows on (for the editor's preview frame). */
  pageUrl: string;
  /** The signed-in role may add ADMIN-only kinds (code). */
  canUseCode: boolean;
}

/** PUT layoutPath(owner) — autosave of the draft. 409 `stale-version` when expectedVersion is not current (nothing written). */
export interface SaveDraftRequest {
  layout: Layout;
  expectedVersion: number;
}
export interface SaveDraftResponse {
  version: number;
  /** Choices still blank in the saved draft (a form not chosen yet): shown beside their blocks; publishing refuses them. */
  issues: LayoutIssue[];
}

/** POST `${layoutPath(owner)}/publish` {expectedVersion} → LayoutView (400 `invalid-layout` naming each block and field still at issue); POST `/discard` {expectedVersion} → LayoutView (draft back to published). */
export interface LayoutActionRequest {
  expectedVersion: number;
}

/** GET `${layoutPath(owner)}/history` → { entries: {version, savedBy, saved}[] }; POST `/restore` {version, expectedVersion} → LayoutView. */
export interface LayoutRestoreRequest {
  version: number;
  expectedVersion: number;
}

/**
 * POST `${layoutPath(owner)}/preview` {layout} → LayoutPreview (JSON). `page`: the whole public page
 * as a visitor would see it with this layout in place (the editor shows it in a sandboxed frame at
 * 390 and 1280 px); each block in it is wrapped in
 * `<div class="sqs-block <kind>-block" data-block-id="…" data-block-kind="…">`. `blocks`: each
 * block's own rendered HTML by id, for the editor's canvas; `stylesheet`: the site's CSS URL.
 */
export interface LayoutPreviewRequest {
  layout: Layout;
}
/** POST `…/preview` of a layout or a slide with a kept published version (GET …/history) instead of what is edited: drawn as it was kept (404 `unknown-version`); any role reading content may. */
export interface VersionPreviewRequest {
  version: number;
}
export interface LayoutPreview {
  page: string;
  blocks: Record<string, string>;
  stylesheet: string;
}

/** Validation errors (400 `invalid-layout`): each names where in the layout it is. */
export interface LayoutIssue {
  /** e.g. `sections[0].blocks[3].settings.url` */
  path: string;
  message: string;
  /** The block it is of, by id and as the editor names it ("Form block 4 of section 1"). */
  blockId?: string;
  block?: string;
}
