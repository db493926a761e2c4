/**
 * Where layouts are kept, two per owner: the draft the editor autosaves (`layout-draft:<owner>`,
 * a row of `content_drafts`, site/db/content-drafts.ts, which no page reads: an autosave leaves
 * the content version and every kept page as they were) and the published one visitors see
 * (`layout:<owner>`, a versioned content part read by the content snapshot, so publishing changes
 * the content version and every kept page with it). Each holds a StoredLayout (`{layout, media}`).
 * The draft's version is the one the editor names (`expectedVersion`: 409 `stale-version` when it
 * moved, nothing written). Publishing writes both in one transaction; discarding writes the draft
 * alone; the history is the published layout's kept versions, and restoring one puts it in the
 * draft (published by the next publish).
 */
import { EMPTY_LAYOUT, type LayoutOwner } from '../../../domain/layout/layout.js';
import type { StoredLayout } from '../../../domain/layout/layout-media.js';
import { isJsonObject as isObject } from '../../../domain/json-object.js';
import type { Store } from '../../db/index.js';
import { saveDraftPart } from '../../db/content-drafts.js';
import { draftPairHistory, keptPublished, publishDraftPair, readDraftPair, restoreDraftPair, type DraftPair, type DraftParts } from './draft-pair.js';
import type { HistoryEntry } from '../../db/versioned-content.js';

export const DRAFT_PART_PREFIX = 'layout-draft:';
export const PUBLISHED_PART_PREFIX = 'layout:';

export const draftPart = (owner: LayoutOwner): string => `${DRAFT_PART_PREFIX}${owner}`;
export const publishedPart = (owner: LayoutOwner): string => `${PUBLISHED_PART_PREFIX}${owner}`;

/** A stored part's value read as a StoredLayout (written by checkLayout); undefined for anything else. */
export function storedLayoutOf(value: unknown): StoredLayout | undefined {
  if (!isObject(value) || !isObject(value['layout']) || !Array.isArray(value['layout']['sections'])) return undefined;
  return { layout: value['layout'] as unknown as StoredLayout['layout'], media: (isObject(value['media']) ? value['media'] : {}) as StoredLayout['media'] };
}

export const EMPTY_STORED: StoredLayout = Object.freeze({ layout: EMPTY_LAYOUT, media: Object.freeze({}) }) as StoredLayout;

export type LayoutState = DraftPair<StoredLayout>;

export const layoutParts = (owner: LayoutOwner): DraftParts => ({ draft: draftPart(owner), published: publishedPart(owner) });

export async function readLayoutState(store: Store, owner: LayoutOwner): Promise<LayoutState> {
  return readDraftPair(store, layoutParts(owner), storedLayoutOf, () => EMPTY_STORED);
}

export async function saveDraft(store: Store, owner: LayoutOwner, stored: StoredLayout, expectedVersion: number, savedBy: string): Promise<number> {
  return saveDraftPart(store, draftPart(owner), stored, expectedVersion, savedBy);
}

/** The draft as it stands published, in one transaction (the draft's version moves by one). */
export async function publishDraft(store: Store, owner: LayoutOwner, state: LayoutState, expectedVersion: number, savedBy: string): Promise<void> {
  await publishDraftPair(store, layoutParts(owner), state, expectedVersion, savedBy);
}

/** The draft back to the published layout (none published: empty). */
export async function discardDraft(store: Store, owner: LayoutOwner, state: LayoutState, expectedVersion: number, savedBy: string): Promise<void> {
  await saveDraft(store, owner, state.published ?? EMPTY_STORED, expectedVersion, savedBy);
}

/** The published layout's kept versions, newest first. */
export function layoutHistory(store: Store, owner: LayoutOwner): Promise<HistoryEntry[]> {
  return draftPairHistory(store, layoutParts(owner));
}

/** A kept published version as it was kept (404 `unknown-version` when not kept). */
export function keptLayout(store: Store, owner: LayoutOwner, version: number): Promise<StoredLayout> {
  return keptPublished(store, layoutParts(owner), version, storedLayoutOf, () => EMPTY_STORED);
}

/** A kept published version put in the draft once `check` passes (409 stale, 404 `unknown-version`). */
export function restoreLayoutDraft(store: Store, owner: LayoutOwner, state: LayoutState, restore: { version: number; expectedVersion: number; savedBy: string }, check: (kept: StoredLayout) => Promise<StoredLayout>): Promise<number> {
  return restoreDraftPair(store, layoutParts(owner), state, restore, storedLayoutOf, () => EMPTY_STORED, check);
}
