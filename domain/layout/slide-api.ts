/**
 * The contract between the admin and the server for slides (slide.ts): a cover page's slide
 * `slide/<pageId>`, the lock screen's `slide/lock-screen`, the popup overlay's `slide/popup-overlay`.
 * Versioned like layouts: a draft saved with `expectedVersion` (409 `stale-version`), published.
 */
import type { Slide } from './slide.js';

export type SlideOwner = string;

export const slidePath = (owner: SlideOwner): string => `/api/admin/slides/${owner.split('/').map(encodeURIComponent).join('/')}`;

/** GET slidePath(owner); POST …/publish and …/discard {expectedVersion} answer it too. */
export interface SlideView {
  owner: SlideOwner;
  /** What the admin edits; the published slide (else an empty one) until a draft is saved. */
  draft: Slide;
  published: Slide | null;
  /** The stored draft's version, sent back as `expectedVersion`. 0: none stored. */
  version: number;
  unpublished: boolean;
  /** Where visitors see it. */
  pageUrl: string;
}

/** PUT slidePath(owner) {slide, expectedVersion} → {version}; 400 `invalid-slide` with issues at their paths. */
export interface SaveSlideRequest {
  slide: Slide;
  expectedVersion: number;
}

/** POST slidePath(owner)/preview {slide}: the slide drawn as visitors will see it (checked as a save; nothing stored). */
export interface SlidePreview {
  /** The whole document. */
  page: string;
}

/** POST slidePath(owner)/restore {version, expectedVersion} → SlideView: a kept published version (GET …/history → {entries}) put in the draft. 409 `stale-version`, 404 `unknown-version`. */
export interface RestoreSlideRequest {
  version: number;
  expectedVersion: number;
}
