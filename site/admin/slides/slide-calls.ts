/**
 * The slide calls (domain/layout/slide-api.ts) on the server, as the layout calls are: the owner
 * found (404 naming it), the slide checked (check-slide.ts: 400 `invalid-slide` with paths), kept
 * as a versioned draft and a published version (slide-store.ts: 409 `stale-version`, nothing written),
 * the published versions kept as history and restorable into the draft.
 */
import type { SlideView } from '../../../domain/layout/slide-api.js';
import { jsonEqual } from '../../../domain/json-equal.js';
import type { JsonValue } from '../../../engine/plugin.js';
import type { HistoryEntry, Store } from '../../db/index.js';
import { staleUnless as staleDraftUnless } from '../../features/page-builder/draft-pair.js';
import { checkSlide } from '../../features/page-builder/check-slide.js';
import { findSlideOwner, type FoundSlideOwner } from '../../features/page-builder/slide-owner.js';
import { discardSlideDraft, publishSlideDraft, readSlideState, restoreSlideDraft, saveSlideDraft, slideHistory, slideParts, type SlideState } from '../../features/page-builder/slide-store.js';
import { siteContent } from '../../server/store.js';

export async function foundSlideOwner(segments: readonly string[]): Promise<FoundSlideOwner> {
  return findSlideOwner(segments, (await siteContent()).content);
}

function viewOf(found: FoundSlideOwner, state: SlideState): SlideView {
  const unpublished = state.published === undefined ? state.draft.slide.slices.length > 0 : !jsonEqual(state.draft.slide as unknown as JsonValue, state.published.slide as unknown as JsonValue);
  return { owner: found.owner, draft: state.draft.slide, published: state.published?.slide ?? null, version: state.version, unpublished, pageUrl: found.pageUrl };
}

export async function slideView(store: Store, found: FoundSlideOwner): Promise<SlideView> {
  return viewOf(found, await readSlideState(store, found.owner, found.type));
}

const staleUnless = (found: FoundSlideOwner, state: SlideState, expectedVersion: number): void => staleDraftUnless(slideParts(found.owner), state, expectedVersion);

export async function saveSlide(store: Store, found: FoundSlideOwner, slide: unknown, expectedVersion: number, user: { email: string }): Promise<{ version: number }> {
  const state = await readSlideState(store, found.owner, found.type);
  staleUnless(found, state, expectedVersion);
  const stored = await checkSlide(store, slide, found.type);
  return { version: await saveSlideDraft(store, found.owner, stored, expectedVersion, user.email) };
}

export async function publishSlide(store: Store, found: FoundSlideOwner, expectedVersion: number, user: { email: string }): Promise<SlideView> {
  const state = await readSlideState(store, found.owner, found.type);
  await publishSlideDraft(store, found.owner, state, expectedVersion, user.email);
  return slideView(store, found);
}

export async function discardSlide(store: Store, found: FoundSlideOwner, expectedVersion: number, user: { email: string }): Promise<SlideView> {
  const state = await readSlideState(store, found.owner, found.type);
  await discardSlideDraft(store, found.owner, state, found.type, expectedVersion, user.email);
  return slideView(store, found);
}

export async function slideHistoryView(store: Store, found: FoundSlideOwner): Promise<{ entries: HistoryEntry[] }> {
  return { entries: await slideHistory(store, found.owner) };
}

/** A kept published version put in the draft, checked as a save is (its images still in the media library). */
export async function restoreSlide(store: Store, found: FoundSlideOwner, version: number, expectedVersion: number, user: { email: string }): Promise<SlideView> {
  const state = await readSlideState(store, found.owner, found.type);
  await restoreSlideDraft(store, found.owner, state, found.type, { version, expectedVersion, savedBy: user.email }, (kept) => checkSlide(store, kept.slide, found.type));
  return slideView(store, found);
}
