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
import type { Store } from '../../db/index.js';
import { publishDraftPart, readDraft, saveDraftPart } from '../../db/content-drafts.js';
import { listPartHistory, readPartVersion, readVersionedPart, type HistoryEntry } from '../../db/versioned-content.js';

export const DRAFT_PART_PREFIX = 'layout-draft:';
export const PUBLISHED_PART_PREFIX = 'layout:';

export const draftPart = (owner: LayoutOwner): string => `${DRAFT_PART_PREFIX}${owner}`;
export const publishedPart = (owner: LayoutOwner): string => `${PUBLISHED_PART_PREFIX}${owner}`;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A stored part's value read as a StoredLayout (written by checkLayout); undefined for anything else. */
export function storedLayoutOf(value: unknown): StoredLayout | undefined {
  if (!isObject(value) || !isObject(value['layout']) || !Array.isArray(value['layout']['sections'])) return undefined;
  return { layout: value['layout'] as unknown as StoredLayout['layout'], media: (isObject(value['media']) ? value['media'] : {}) as StoredLayout['media'] };
}

export const EMPTY_STORED: StoredLayout = Object.freeze({ layout: EMPTY_LAYOUT, media: Object.freeze({}) }) as StoredLayout;

export interface LayoutState {
  /** What the editor edits: the stored draft, else the published layout, else none. */
  draft: StoredLayout;
  published: StoredLayout | undefined;
  /** The stored draft's version (0: none stored). */
  version: number;
  publishedVersion: number;
}

export async function readLayoutState(store: Store, owner: LayoutOwner): Promise<LayoutState> {
  const [draft, published] = await Promise.all([readDraft(store, draftPart(owner)), readVersionedPart(store, publishedPart(owner))]);
  const publishedLayout = published ? storedLayoutOf(published.value) : undefined;
  return {
    draft: (draft ? storedLayoutOf(draft.value) : undefined) ?? publishedLayout ?? EMPTY_STORED,
    published: publishedLayout,
    version: draft?.version ?? 0,
    publishedVersion: published?.version ?? 0,
  };
}

export async function saveDraft(store: Store, owner: LayoutOwner, stored: StoredLayout, expectedVersion: number, savedBy: string): Promise<number> {
  return saveDraftPart(store, draftPart(owner), stored, expectedVersion, savedBy);
}

/** The draft as it stands published, in one transaction (the draft's version moves by one). */
export async function publishDraft(store: Store, owner: LayoutOwner, state: LayoutState, expectedVersion: number, savedBy: string): Promise<void> {
  await publishDraftPart(
    store,
    { part: draftPart(owner), expectedVersion, value: state.draft },
    { part: publishedPart(owner), expectedVersion: state.publishedVersion, value: state.draft },
    savedBy,
  );
}

/** The draft back to the published layout (none published: empty). */
export async function discardDraft(store: Store, owner: LayoutOwner, state: LayoutState, expectedVersion: number, savedBy: string): Promise<void> {
  await saveDraft(store, owner, state.published ?? EMPTY_STORED, expectedVersion, savedBy);
}

/** The published layout's kept versions, newest first. */
export function layoutHistory(store: Store, owner: LayoutOwner): Promise<HistoryEntry[]> {
  return listPartHistory(store, publishedPart(owner));
}

/** A kept published version (404 `unknown-version` when not kept). */
export async function keptLayout(store: Store, owner: LayoutOwner, version: number): Promise<StoredLayout> {
  return storedLayoutOf(await readPartVersion(store, publishedPart(owner), version)) ?? EMPTY_STORED;
}
