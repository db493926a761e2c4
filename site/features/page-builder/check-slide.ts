/**
 * The server's check of a slide the admin saves: its shape (domain/layout/validate-slide.ts, of
 * the type its owner needs) and every image it shows found in the media library (their URLs and
 * sizes kept beside it, so rendering reads no database). Throws 400 `invalid-slide` naming each
 * problem at its path; nothing is written either way.
 */
import type { LayoutIssue } from '../../../domain/layout/layout-api.js';
import type { MediaFacts } from '../../../domain/layout/layout-media.js';
import type { Slide, SlideTypeName } from '../../../domain/layout/slide.js';
import { validateSlide } from '../../../domain/layout/validate-slide.js';
import { mediaUrl } from '../../../domain/media/media.js';
import { storedVariants } from '../../../domain/media/image-format.js';
import { findMediaOfKind } from '../../db/media.js';
import type { Store } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';
import type { StoredSlide } from '../../../domain/layout/layout-media.js';

export const INVALID_SLIDE_MESSAGE = 'The slide cannot be saved: see each problem.';

const invalid = (issues: readonly LayoutIssue[]): ApiError => new ApiError(400, 'invalid-slide', INVALID_SLIDE_MESSAGE, issues);

/** Each media id the slide shows with the path it is at. */
function mediaRefs(slide: Slide): [string, string][] {
  const refs: [string, string][] = [];
  if (slide.background.kind === 'image') refs.push([slide.background.mediaId, 'background.mediaId']);
  slide.slices.forEach((s, i) => {
    if (s.content.mediaId) refs.push([s.content.mediaId, `slices[${i}].content.mediaId`]);
    s.content.mediaIds?.forEach((id, j) => refs.push([id, `slices[${i}].content.mediaIds[${j}]`]));
  });
  return refs;
}

export async function checkSlide(store: Store, value: unknown, type: SlideTypeName): Promise<StoredSlide> {
  const shape = validateSlide(value, { type });
  if (!shape.ok) throw invalid(shape.issues);
  const media: Record<string, MediaFacts> = {};
  const issues: LayoutIssue[] = [];
  for (const [id, path] of mediaRefs(shape.slide)) {
    if (Object.hasOwn(media, id)) continue;
    const row = await findMediaOfKind(store, id, 'image');
    if (row) media[id] = { assetUrl: mediaUrl(row.id, row.filename), originalSize: `${row.width}x${row.height}`, systemDataVariants: storedVariants(row.width) };
    else issues.push({ path, message: `No image "${id}" in the media library.` });
  }
  if (issues.length > 0) throw invalid(issues);
  return { slide: shape.slide, media };
}
