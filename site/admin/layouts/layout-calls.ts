/**
 * The layout editor's calls (domain/layout/layout-api.ts) on the server: the owner found (404
 * naming it), the layout checked whole (check-layout.ts: 400 `invalid-layout` with paths, 403
 * `admin-only-block` when a role other than ADMIN adds or changes a code block), then kept as a
 * versioned draft and a published version (layout-store.ts: 409 `stale-version`, nothing
 * written). Area `content`: read to view and list history, write for the rest.
 */
import type { LayoutView, SaveDraftResponse } from '../../../domain/layout/layout-api.js';
import type { LayoutOwner } from '../../../domain/layout/layout.js';
import type { HistoryEntry, Store } from '../../db/index.js';
import { checkLayout } from '../../features/page-builder/check-layout.js';
import { ownerKey, ownerPageUrl, parseOwner, OWNER_MESSAGE, type ParsedOwner } from '../../features/page-builder/layout-owner.js';
import { discardDraft, layoutHistory, layoutParts, publishDraft, readLayoutState, restoreLayoutDraft, saveDraft, type LayoutState } from '../../features/page-builder/layout-store.js';
import { staleUnless as staleDraftUnless } from '../../features/page-builder/draft-pair.js';
import { jsonEqual } from '../../../domain/json-equal.js';
import { holdsAdmin } from '../../../domain/enums/user-role.js';
import type { JsonValue } from '../../../engine/plugin.js';
import { ApiError } from '../../edge/api-error.js';
import { siteContent } from '../../server/store.js';
import { servedSite, type SiteRuntime } from '../../pipeline/site-runtime.js';
import { sitePalette } from '../../pipeline/page-layouts.js';
import type { ContentSnapshot } from '../../server/content-snapshot.js';

/** Only an ADMIN adds or changes code blocks (docs/roles.md). */
export const mayUseCode = holdsAdmin;

export interface FoundOwner {
  owner: LayoutOwner;
  parsed: ParsedOwner;
  pageUrl: string;
  snapshot: ContentSnapshot;
  site: SiteRuntime;
}

/** The owner the path names, found in the stored content (404 naming what is missing). */
export async function foundOwner(segments: readonly string[]): Promise<FoundOwner> {
  const parsed = parseOwner(segments);
  if (!parsed) throw new ApiError(404, 'unknown-owner', OWNER_MESSAGE);
  const snapshot = await siteContent();
  const site = await servedSite(snapshot.templates, snapshot.design);
  const pageUrl = ownerPageUrl(parsed, snapshot.content, site.compiled);
  return { owner: ownerKey(parsed), parsed, pageUrl, snapshot, site };
}

function viewOf(found: FoundOwner, state: LayoutState, canUseCode: boolean): LayoutView {
  // Never published: unpublished once the draft holds something.
  const unpublished = state.published === undefined ? state.draft.layout.sections.length > 0 : !jsonEqual(state.draft.layout as unknown as JsonValue, state.published.layout as unknown as JsonValue);
  return { owner: found.owner, draft: state.draft.layout, published: state.published?.layout ?? null, version: state.version, unpublished, pageUrl: found.pageUrl, canUseCode };
}

export async function layoutView(store: Store, found: FoundOwner, roles: readonly string[]): Promise<LayoutView> {
  return viewOf(found, await readLayoutState(store, found.owner), mayUseCode(roles));
}

/** The rules a layout of this site is checked by, for this user, against what is stored now. */
export function rulesFor(found: FoundOwner, state: LayoutState, roles: readonly string[]) {
  return { palette: Object.keys(sitePalette(found.site, found.snapshot.design)), isAdmin: mayUseCode(roles), current: state.draft.layout, content: found.snapshot.content };
}

const staleUnless = (found: FoundOwner, state: LayoutState, expectedVersion: number): void => staleDraftUnless(layoutParts(found.owner), state, expectedVersion);

export async function saveLayoutDraft(store: Store, found: FoundOwner, layout: unknown, expectedVersion: number, user: { email: string; roles: readonly string[] }): Promise<SaveDraftResponse> {
  const state = await readLayoutState(store, found.owner);
  // A stale save is refused before the layout is checked: the editor reloads either way.
  staleUnless(found, state, expectedVersion);
  const checked = await checkLayout(store, layout, { ...rulesFor(found, state, user.roles), draft: true });
  return { version: await saveDraft(store, found.owner, checked.stored, expectedVersion, user.email), issues: checked.pending };
}

/** The draft published once it passes every check (a choice still blank, a form since removed: 400 naming each block and field). */
export async function publishLayout(store: Store, found: FoundOwner, expectedVersion: number, user: { email: string; roles: readonly string[] }): Promise<LayoutView> {
  const state = await readLayoutState(store, found.owner);
  staleUnless(found, state, expectedVersion);
  // The draft is its own current layout: its code blocks were allowed when saved.
  const checked = await checkLayout(store, state.draft.layout, { ...rulesFor(found, state, user.roles), isAdmin: true });
  await publishDraft(store, found.owner, { ...state, draft: checked.stored }, expectedVersion, user.email);
  return layoutView(store, found, user.roles);
}

export async function discardLayout(store: Store, found: FoundOwner, expectedVersion: number, user: { email: string; roles: readonly string[] }): Promise<LayoutView> {
  const state = await readLayoutState(store, found.owner);
  await discardDraft(store, found.owner, state, expectedVersion, user.email);
  return layoutView(store, found, user.roles);
}

export async function layoutHistoryView(store: Store, found: FoundOwner): Promise<{ entries: HistoryEntry[] }> {
  return { entries: await layoutHistory(store, found.owner) };
}

/** A kept published version put in the draft, checked as a save is (its images still in the library, its code blocks an ADMIN's to bring back). */
export async function restoreLayout(store: Store, found: FoundOwner, version: number, expectedVersion: number, user: { email: string; roles: readonly string[] }): Promise<LayoutView> {
  const state = await readLayoutState(store, found.owner);
  await restoreLayoutDraft(store, found.owner, state, { version, expectedVersion, savedBy: user.email }, async (kept) => (await checkLayout(store, kept.layout, rulesFor(found, state, user.roles))).stored);
  return layoutView(store, found, user.roles);
}
