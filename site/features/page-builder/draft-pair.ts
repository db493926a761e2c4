/**
 * A draft and its published copy, as layouts and slides keep them: the draft a row of
 * `content_drafts` (site/db/content-drafts.ts: saving it changes no content version), the
 * published one a versioned content part (read by the content snapshot). Publishing writes both in
 * one transaction, the draft's version moving by one.
 */
import type { Store } from '../../db/index.js';
import { publishDraftPart, readDraft } from '../../db/content-drafts.js';
import { readVersionedPart } from '../../db/versioned-content.js';

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
