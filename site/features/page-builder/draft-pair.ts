/**
 * A draft and its published copy, as layouts and slides keep them: the draft a row of
 * `content_drafts` (site/db/content-drafts.ts: saving it changes no content version), the
 * published one a versioned content part (read by the content snapshot). Publishing writes both in
 * one transaction, the draft's version moving by one. The published part's replaced versions are its
 * history; restoring one puts it in the draft.
 */
import { StoreError, type Store } from '../../db/index.js';
import { publishDraftPart, readDraft, saveDraftPart } from '../../db/content-drafts.js';
import { listPartHistory, readPartVersion, readVersionedPart, type HistoryEntry } from '../../db/versioned-content.js';

export interface DraftPair<T> {
  /** What the editor edits: the stored draft, else the published one, else the empty one. */
  draft: T;
  published: T | undefined;
  /** The stored draft's version (0: none stored). */
  version: number;
  publishedVersion: number;
}

/** The names of the draft's row and of the published part. */
export interface DraftParts {
  draft: string;
  published: string;
}

export async function readDraftPair<T>(store: Store, parts: DraftParts, read: (value: unknown) => T | undefined, empty: () => T): Promise<DraftPair<T>> {
  const [draft, published] = await Promise.all([readDraft(store, parts.draft), readVersionedPart(store, parts.published)]);
  const publishedValue = published ? read(published.value) : undefined;
  return {
    draft: (draft ? read(draft.value) : undefined) ?? publishedValue ?? empty(),
    published: publishedValue,
    version: draft?.version ?? 0,
    publishedVersion: published?.version ?? 0,
  };
}

/** The draft as it stands, published. */
export async function publishDraftPair<T>(store: Store, parts: DraftParts, state: DraftPair<T>, expectedVersion: number, savedBy: string): Promise<void> {
  await publishDraftPart(
    store,
    { part: parts.draft, expectedVersion, value: state.draft },
    { part: parts.published, expectedVersion: state.publishedVersion, value: state.draft },
    savedBy,
  );
}

/** 409 `stale-version` when the draft moved since the editor read it (the store checks again as it writes). */
export function staleUnless(parts: DraftParts, state: DraftPair<unknown>, expectedVersion: number): void {
  if (state.version !== expectedVersion) throw new StoreError('stale-version', { part: parts.draft, current: state.version });
}

/** The published part's kept versions (each replaced by a publish), newest first. */
export function draftPairHistory(store: Store, parts: DraftParts): Promise<HistoryEntry[]> {
  return listPartHistory(store, parts.published);
}

/** A kept published version as `read` takes it (404 `unknown-version` when not kept; `empty` when it no longer reads). */
export async function keptPublished<T>(store: Store, parts: DraftParts, version: number, read: (value: unknown) => T | undefined, empty: () => T): Promise<T> {
  return read(await readPartVersion(store, parts.published, version)) ?? empty();
}

/**
 * A kept published version put in the draft (published by the next publish), passed through
 * `check` as a save is: stale first (409, nothing written), then an unknown version (404).
 * Answers the draft's new version.
 */
export async function restoreDraftPair<T>(
  store: Store,
  parts: DraftParts,
  state: DraftPair<T>,
  restore: { version: number; expectedVersion: number; savedBy: string },
  read: (value: unknown) => T | undefined,
  empty: () => T,
  check: (kept: T) => Promise<T>,
): Promise<number> {
  staleUnless(parts, state, restore.expectedVersion);
  const kept = await keptPublished(store, parts, restore.version, read, empty);
  return saveDraftPart(store, parts.draft, await check(kept), restore.expectedVersion, restore.savedBy);
}
