/**
 * Where slides are kept, as layouts are (layout-store.ts): `slide-draft:<owner>` (what the admin
 * saves, a row of `content_drafts`, site/db/content-drafts.ts: saving it changes no content
 * version) and `slide:<owner>` (what visitors see, a content part read by the content snapshot),
 * each a StoredSlide `{slide, media}`, versioned (409 `stale-version`, nothing written).
 * Publishing writes both in one transaction; discarding writes the draft alone; the history is the
 * published slide's kept versions, and restoring one puts it in the draft (draft-pair.ts, as layouts).
 */
import type { LayoutMedia, StoredSlide } from '../../../domain/layout/layout-media.js';
import { emptySlide, type Slide, type SlideTypeName } from '../../../domain/layout/slide.js';
import type { SlideOwner } from '../../../domain/layout/slide-api.js';
import { isJsonObject as isObject } from '../../../domain/json-object.js';
import type { Store } from '../../db/index.js';
import { saveDraftPart } from '../../db/content-drafts.js';
import { draftPairHistory, keptPublished, publishDraftPair, readDraftPair, restoreDraftPair, type DraftPair, type DraftParts } from './draft-pair.js';
import type { HistoryEntry } from '../../db/versioned-content.js';

export const SLIDE_DRAFT_PREFIX = 'slide-draft:';
export const SLIDE_PUBLISHED_PREFIX = 'slide:';

export const slideDraftPart = (owner: SlideOwner): string => `${SLIDE_DRAFT_PREFIX}${owner}`;
export const slidePublishedPart = (owner: SlideOwner): string => `${SLIDE_PUBLISHED_PREFIX}${owner}`;

/** A stored part's value read as a StoredSlide (written by checkSlide); undefined for anything else. */
export function storedSlideOf(value: unknown): StoredSlide | undefined {
  if (!isObject(value) || !isObject(value['slide']) || !Array.isArray(value['slide']['slices'])) return undefined;
  return { slide: value['slide'] as unknown as Slide, media: (isObject(value['media']) ? value['media'] : {}) as LayoutMedia };
}

const emptyStored = (type: SlideTypeName): StoredSlide => ({ slide: emptySlide(type), media: {} });

export type SlideState = DraftPair<StoredSlide>;

export const slideParts = (owner: SlideOwner): DraftParts => ({ draft: slideDraftPart(owner), published: slidePublishedPart(owner) });

export async function readSlideState(store: Store, owner: SlideOwner, type: SlideTypeName): Promise<SlideState> {
  return readDraftPair(store, slideParts(owner), storedSlideOf, () => emptyStored(type));
}

export async function saveSlideDraft(store: Store, owner: SlideOwner, stored: StoredSlide, expectedVersion: number, savedBy: string): Promise<number> {
  return saveDraftPart(store, slideDraftPart(owner), stored, expectedVersion, savedBy);
}

export async function publishSlideDraft(store: Store, owner: SlideOwner, state: SlideState, expectedVersion: number, savedBy: string): Promise<void> {
  await publishDraftPair(store, slideParts(owner), state, expectedVersion, savedBy);
}

export async function discardSlideDraft(store: Store, owner: SlideOwner, state: SlideState, type: SlideTypeName, expectedVersion: number, savedBy: string): Promise<void> {
  await saveSlideDraft(store, owner, state.published ?? emptyStored(type), expectedVersion, savedBy);
}

/** The published slide's kept versions, newest first. */
export function slideHistory(store: Store, owner: SlideOwner): Promise<HistoryEntry[]> {
  return draftPairHistory(store, slideParts(owner));
}

/** A kept published version (404 `unknown-version` when not kept). */
export function keptSlide(store: Store, owner: SlideOwner, type: SlideTypeName, version: number): Promise<StoredSlide> {
  return keptPublished(store, slideParts(owner), version, storedSlideOf, () => emptyStored(type));
}

/** A kept published version put in the draft once `check` passes (409 stale, 404 `unknown-version`). */
export function restoreSlideDraft(store: Store, owner: SlideOwner, state: SlideState, type: SlideTypeName, restore: { version: number; expectedVersion: number; savedBy: string }, check: (kept: StoredSlide) => Promise<StoredSlide>): Promise<number> {
  return restoreDraftPair(store, slideParts(owner), state, restore, storedSlideOf, () => emptyStored(type), check);
}
