/**
 * Resized copies made before visitors ask for them, so that the first visitor of a page does not
 * wait for sharp: every srcset width, as WebP (what browsers take), of the site folder's raster
 * images and then of the stored uploads (the newest `START_UPLOADS`) once the server listens, and
 * of each upload right after it is stored. One resize at a time, in the background, behind
 * visitors' own resizes (the shared queue); a copy already on disk costs a file read. What start-up
 * warms takes at most half of `MEDIA_CACHE_MAX_MB`, so it never pushes out more than it adds to the
 * disk cache (size-cache.ts). Nothing here delays start-up or an answer, and a failure is only logged.
 */
import { IMAGE_WIDTHS } from '../../domain/media/image-format.js';
import { listMedia } from '../db/media.js';
import { apiStore } from '../server/store.js';
import { resizedImage, type ImageSource } from './image-variant.js';
import { originalSource } from './media-files.js';
import { currentMediaSettings } from './media-settings.js';

/** The `Accept` the copies are made for: every browser the site supports takes WebP. */
const BROWSER_ACCEPT = 'image/avif,image/webp,*/*';

/** The widths pages ask for most (phones at 2x and 3x, desktop cards), then the others. */
const WARM_ORDER = [500, 750, 1000, 300, 1500, 100, 2500].filter((w) => IMAGE_WIDTHS.includes(w));

/** The most uploads start-up warms, newest first. */
const START_UPLOADS = 500;

let chain: Promise<unknown> = Promise.resolve();

export interface Warmed {
  /** Copies on disk. */
  ready: number;
  /** Their bytes. */
  bytes: number;
}

/**
 * Makes the copies of `sources` one after another (every source at a width before the next
 * width), queued behind earlier warm-ups, until their bytes reach `budget`; resolves with what is
 * on disk.
 */
export function warmSizes(sources: readonly ImageSource[], budget = Number.POSITIVE_INFINITY): Promise<Warmed> {
  const run = chain.then(async () => {
    const warmed: Warmed = { ready: 0, bytes: 0 };
    for (const width of WARM_ORDER) {
      for (const source of sources) {
        if (warmed.bytes >= budget) return warmed;
        try {
          warmed.bytes += (await resizedImage(source, width, BROWSER_ACCEPT)).body.length;
          warmed.ready += 1;
        } catch (error) {
          // Busy (visitors first) or unreadable: the copy is made when a visitor asks.
          console.error(`[media] ${source.key} at ${width}w not made ahead:`, error instanceof Error ? error.message : error);
        }
      }
    }
    return warmed;
  });
  chain = run.catch(() => undefined);
  return run;
}

/** The stored uploads, newest first, each original once. */
async function uploadImages(): Promise<ImageSource[]> {
  const rows = await listMedia(await apiStore(), START_UPLOADS, 'image');
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.hash) && seen.add(row.hash)).map(originalSource);
}

/**
 * Started once the server listens: the folder's images (`folderImages`: `siteFolderImages` in
 * `site/pipeline/asset-images.ts`, handed in by boot), then the uploads, at every width. Never rejects.
 */
export async function warmSiteImages(folderImages: () => Promise<ImageSource[]>): Promise<void> {
  const settings = currentMediaSettings();
  if (!settings.warm) return;
  let budget = settings.maxCacheBytes / 2;
  const warmAll = async (what: string, find: () => Promise<ImageSource[]>): Promise<void> => {
    try {
      const sources = await find();
      const warmed = await warmSizes(sources, budget);
      budget -= warmed.bytes;
      console.log(`[media] ${warmed.ready} resized copies of ${sources.length} ${what} ready`);
    } catch (error) {
      console.error(`[media] ${what} not resized ahead:`, error);
    }
  };
  await warmAll('site images', folderImages);
  await warmAll('uploads', uploadImages);
}

/** After an upload: its copies at every width, in the background. */
export function warmUpload(source: ImageSource): void {
  if (!currentMediaSettings().warm) return;
  void warmSizes([source]);
}
