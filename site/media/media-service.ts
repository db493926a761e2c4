/** Uploading, listing and deleting media, and the source the site serves each one from. */
import type { MediaUse } from '../../domain/media/media-use.js';
import { mediaFilename, mediaUrl, uploadedFileName, type MediaItem, type MediaKind } from '../../domain/media/media.js';
import { MEDIA_CURSOR_MESSAGE, MEDIA_PAGE_SIZE, type MediaListQuery, type MediaPage } from '../../domain/media/media-api.js';
import { InvalidCursorError } from '../db/cursor.js';
import { countMediaWithHash, deleteMedia, findMedia, insertMedia, mediaItem, updateMediaAltText } from '../db/media.js';
import { countMedia, pageMedia } from '../db/media-page.js';
import { MediaInUseError } from './media-in-use.js';
import { newId } from '../db/ids.js';
import type { Store } from '../db/index.js';
import { ApiError } from '../edge/api-error.js';
import type { ImageSource } from './image-variant.js';
import { contentHash, keepOriginal, originalSource, removeOriginal } from './media-files.js';
import { currentMediaSettings } from './media-settings.js';
import { sniffMedia } from './sniff-media.js';
import type { UploadedFile } from './upload-body.js';
import { warmUpload } from './warm-sizes.js';

/**
 * Checks the bytes are an accepted image or audio file (of `expected` kind when given), keeps the
 * original, then records it with its kind (nothing stored on refusal); an image's resized copies
 * are made in the background right after, an audio file is kept as it is.
 */
export async function createMedia(store: Store, upload: UploadedFile, createdBy: string, expected?: MediaKind): Promise<MediaItem> {
  const image = await sniffMedia(upload.bytes, currentMediaSettings().maxInputPixels, uploadedFileName(upload.name), expected);
  const hash = contentHash(upload.bytes);
  await keepOriginal(hash, upload.bytes);
  const row = {
    id: newId(),
    kind: image.kind,
    filename: mediaFilename(upload.name, image.contentType),
    content_type: image.contentType,
    width: image.width,
    height: image.height,
    bytes: upload.bytes.length,
    hash,
    alt_text: upload.altText,
    created_by: createdBy,
    created_at: Date.now(),
  };
  await insertMedia(store, row);
  if (row.kind === 'image') warmUpload(originalSource(row));
  return mediaItem(row);
}

/**
 * A page of the library newest first (upload time, then id), only files of `kind` when given and
 * whose name contains `q` (any case); 400 `invalid-cursor` naming `cursor` when it is not one of ours.
 */
export async function mediaList(store: Store, query: MediaListQuery): Promise<MediaPage> {
  try {
    const filter = { kind: query.kind, search: query.q, cursor: query.cursor, limit: query.limit ?? MEDIA_PAGE_SIZE };
    const page = await pageMedia(store, filter);
    return { ...page, items: page.items.map(mediaItem), total: await countMedia(store, filter) };
  } catch (error) {
    if (error instanceof InvalidCursorError) throw new ApiError(400, 'invalid-cursor', MEDIA_CURSOR_MESSAGE, [{ path: 'cursor', message: MEDIA_CURSOR_MESSAGE }]);
    throw error;
  }
}

/** Changes an upload's alt text (404 when there is no such file) and answers the file as listed. */
export async function changeMediaAltText(store: Store, id: string, altText: string): Promise<MediaItem> {
  if (!(await updateMediaAltText(store, id, altText))) throw new ApiError(404, 'unknown-media', 'There is no such file in the media library.');
  const row = await findMedia(store, id);
  if (!row) throw new ApiError(404, 'unknown-media', 'There is no such file in the media library.');
  return mediaItem(row);
}

/**
 * Deletes a file `usesOf` finds no place for (the content parts, drafts and products that mention
 * it: `site/admin/media/media-uses.ts`, handed in by the delete call; 409 `media-in-use` naming
 * the places by title otherwise); its original goes when no other upload shares it. Resized
 * copies stay in the cache, unreachable.
 */
export async function removeMedia(store: Store, id: string, usesOf: (store: Store, id: string) => Promise<MediaUse[]>): Promise<void> {
  const row = await findMedia(store, id);
  if (!row) throw new ApiError(404, 'unknown-media', 'There is no such image.');
  const uses = await usesOf(store, id);
  if (uses.length > 0) throw new MediaInUseError(row.kind, uses);
  await deleteMedia(store, id);
  if ((await countMediaWithHash(store, row.hash)) === 0) await removeOriginal(row.hash);
}

/** The source of `/media/<id>/<filename>` and its kind, or undefined when there is no such upload under that name. */
export async function mediaSource(store: Store, id: string, filename: string): Promise<{ kind: MediaKind; source: ImageSource } | undefined> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return undefined;
  const row = await findMedia(store, id);
  if (!row || mediaUrl(row.id, row.filename) !== mediaUrl(id, filename)) return undefined;
  return { kind: row.kind, source: originalSource(row) };
}
