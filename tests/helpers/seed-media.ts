// Many files put in the media library straight through the store (no upload each), with the
// upload times a test chooses (equal ones too): each row as an upload stores it, its original kept
// under the server's MEDIA_DIR (so its thumbnail is served) when `mediaDir` is given.
import { resolve } from 'node:path';
import { mediaFilename, type MediaKind } from '../../domain/media/media.js';
import { newId } from '../../site/db/ids.js';
import { insertMedia, type MediaRow } from '../../site/db/media.js';
import type { Store } from '../../site/db/store.js';
import { contentHash, keepOriginal } from '../../site/media/media-files.js';
import { currentMediaSettings } from '../../site/media/media-settings.js';

export interface SeedFile {
  name: string;
  createdAt: number;
  kind?: MediaKind;
}

export interface SeedBytes {
  image: { bytes: Buffer; width: number; height: number; contentType: string };
  audio: { bytes: Buffer; contentType: string };
}

/** Inserts `files` (ids as uploads get them) and answers the rows stored, in the order given. */
export async function seedMedia(store: Store, files: readonly SeedFile[], bytes: SeedBytes, mediaDir?: string): Promise<MediaRow[]> {
  if (mediaDir !== undefined) {
    process.env['MEDIA_DIR'] = mediaDir;
    if (currentMediaSettings().dir !== resolve(mediaDir)) throw new Error('the media settings were read before MEDIA_DIR was set');
  }
  const rows: MediaRow[] = [];
  for (const file of files) {
    const kind = file.kind ?? 'image';
    const source = kind === 'image' ? bytes.image : { ...bytes.audio, width: 0, height: 0 };
    const hash = contentHash(source.bytes);
    if (mediaDir !== undefined) await keepOriginal(hash, source.bytes);
    const row: MediaRow = {
      id: newId(), kind, filename: mediaFilename(file.name, source.contentType), content_type: source.contentType, width: source.width, height: source.height,
      bytes: source.bytes.length, hash, alt_text: '', created_by: 'seed@shop.test', created_at: file.createdAt,
    };
    await insertMedia(store, row);
    rows.push(row);
  }
  return rows;
}

/** The library's order: newest first, equal upload times by descending id. */
export const newestFirst = (rows: readonly MediaRow[]): MediaRow[] => [...rows].sort((a, b) => Number(b.created_at) - Number(a.created_at) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
