/**
 * What a stored layout keeps beside its layout of each image it shows (section backgrounds,
 * image blocks), by media id: the upload's URL and the facts templates need for `srcset`, `width`
 * and `height` (`image-srcset`). Resolved from the media library when the layout is saved, so
 * rendering reads no database.
 */
import type { Layout } from './layout.js';
import type { Slide } from './slide.js';

export interface MediaFacts {
  assetUrl: string;
  /** `WxH` */
  originalSize: string;
  systemDataVariants: string;
}

export type LayoutMedia = Readonly<Record<string, MediaFacts>>;

/** A layout as stored in its content part (draft or published). */
export interface StoredLayout {
  layout: Layout;
  media: LayoutMedia;
}

/** A slide as stored in its content part (draft or published), as a layout is. */
export interface StoredSlide {
  slide: Slide;
  media: LayoutMedia;
}

/** Media ids look like the media library's (`domain/media/media.ts`). */
export const MEDIA_ID = /^[A-Za-z0-9_-]{1,64}$/;
