/**
 * Resized copies made before visitors ask for them, so that the first visitor of a page does not
 * wait for sharp: every srcset width, as WebP (what browsers take), of the site folder's raster
 * images once the server listens, and of each upload right after it is stored. One resize at a
 * time, in the background, behind visitors' own resizes (the shared queue); a copy already on disk
 * costs a file read. Nothing here delays start-up or an answer, and a failure is only logged.
 */
import { stat } from 'node:fs/promises';
import { IMAGE_WIDTHS } from '../../domain/media/image-format.js';
import { folderFilePath } from '../pipeline/site-assets.js';
import { siteRuntime } from '../pipeline/site-runtime.js';
import { assetSource, RASTER } from './asset-images.js';
import { resizedImage, type ImageSource } from './image-variant.js';
import { currentMediaSettings } from './media-settings.js';

/** The `Accept` the copies are made for: every browser the site supports takes WebP. */
const BROWSER_ACCEPT = 'image/avif,image/webp,*/*';

/** The widths pages ask for most (phones at 2x and 3x, desktop cards), then the others. */
const WARM_ORDER = [500, 750, 1000, 300, 1500, 100, 2500].filter((w) => IMAGE_WIDTHS.includes(w));

let chain: Promise<unknown> = Promise.resolve();

/** Makes the copies of `sources` one after another, queued behind earlier warm-ups; resolves with how many are on disk. */
export function warmSizes(sources: readonly ImageSource[]): Promise<number> {
  const run = chain.then(async () => {
    let ready = 0;
    for (const width of WARM_ORDER) {
      for (const source of sources) {
        try {
          await resizedImage(source, width, BROWSER_ACCEPT);
          ready += 1;
        } catch (error) {
          // Busy (visitors first) or unreadable: the copy is made when a visitor asks.
          console.error(`[media] ${source.key} at ${width}w not made ahead:`, error instanceof Error ? error.message : error);
        }
      }
    }
    return ready;
  });
  chain = run.catch(() => undefined);
  return run;
}

/** The raster images under the site folder's `assets/` (the demo's rasters of its drawings among them). */
async function folderImages(): Promise<ImageSource[]> {
  const site = await siteRuntime();
  const sources: ImageSource[] = [];
  for (const file of site.folder?.assets ?? []) {
    const found = await folderFilePath(site, 'assets', file.replace(/^assets\//, ''));
    if (found === undefined || !RASTER.has(found.type)) continue;
    const info = await stat(found.file).catch(() => undefined);
    if (info?.isFile()) sources.push(assetSource(found.file, found.type, info));
  }
  return sources;
}

/** Started once the server listens: the folder's images at every width. Never rejects. */
export async function warmSiteImages(): Promise<void> {
  if (!currentMediaSettings().warm) return;
  try {
    const sources = await folderImages();
    const ready = await warmSizes(sources);
    console.log(`[media] ${ready} resized copies of ${sources.length} site images ready`);
  } catch (error) {
    console.error('[media] site images not resized ahead:', error);
  }
}

/** After an upload: its copies at every width, in the background. */
export function warmUpload(source: ImageSource): void {
  if (!currentMediaSettings().warm) return;
  void warmSizes([source]);
}
