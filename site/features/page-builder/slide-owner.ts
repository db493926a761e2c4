/**
 * What a slide belongs to, read from its key and found in the stored content: a cover page
 * (`page/<pageId>`, a page of page type 3: its slide is a cover-page), the lock screen
 * (`site/lock-screen`) or the popup overlay (`site/popup-overlay`). Anything else is a 404 naming it.
 */
import { isCoverPage } from '../../../domain/layout/cover-page.js';
import type { SlideTypeName } from '../../../domain/layout/slide.js';
import type { SlideOwner } from '../../../domain/layout/slide-api.js';
import type { SiteContent } from '../../content/types.js';
import { ApiError } from '../../edge/api-error.js';

const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

export const SLIDE_OWNER_MESSAGE = 'A slide belongs to page/<pageId> (a cover page), site/lock-screen or site/popup-overlay.';

export interface FoundSlideOwner {
  owner: SlideOwner;
  type: SlideTypeName;
  /** Where visitors see it. */
  pageUrl: string;
}

export function findSlideOwner(segments: readonly string[], content: SiteContent): FoundSlideOwner {
  const [head, id, ...rest] = segments;
  if (rest.length > 0 || id === undefined || !SEGMENT.test(id)) throw new ApiError(404, 'unknown-owner', SLIDE_OWNER_MESSAGE);
  if (head === 'site' && (id === 'lock-screen' || id === 'popup-overlay')) return { owner: `site/${id}`, type: id, pageUrl: '/' };
  if (head !== 'page') throw new ApiError(404, 'unknown-owner', SLIDE_OWNER_MESSAGE);
  const page = content.pages.find((p) => p.page.id === id);
  if (!page) throw new ApiError(404, 'unknown-owner', `No page with id "${id}".`);
  if (!isCoverPage(page.page)) throw new ApiError(404, 'unknown-owner', `The page "${page.page.title}" is not a cover page; make it one in its settings to give it a slide.`);
  return { owner: `page/${id}`, type: 'cover-page', pageUrl: page.page.homepage === true ? '/' : page.page.fullUrl || `/${page.page.urlId}` };
}
