/**
 * What content stores beside an image URL so that templates can give it `srcset`, `width` and
 * `height`: `originalSize` (`WxH`) and `systemDataVariants` (the widths it is served at), from the
 * media library's record for an upload (`/media/<id>/<name>`) or from the file for a raster image
 * of the site folder (`/assets/…`). Other images (SVG drawings, other hosts) have none.
 */
import sharp from '../media/sharp.js';
import { servesImageSizes, storedVariants } from '../../domain/media/image-format.js';
import { mediaIdOf, mediaUrl } from '../../domain/media/media.js';
import { findMediaOfKind } from '../db/media.js';
import type { Store } from '../db/index.js';
import { folderFilePath } from './site-assets.js';
import type { SiteRuntime } from './site-runtime.js';

export interface ImageFacts {
  originalSize: string;
  systemDataVariants: string;
}

const factsOf = (width: number, height: number): ImageFacts => ({ originalSize: `${width}x${height}`, systemDataVariants: storedVariants(width) });

async function factsOfUrl(store: Store, site: SiteRuntime, url: string): Promise<ImageFacts | undefined> {
  if (!servesImageSizes(url)) return undefined;
  if (url.startsWith('/media/')) {
    const id = mediaIdOf(url);
    const row = id === undefined ? undefined : await findMediaOfKind(store, id, 'image');
    return row && mediaUrl(row.id, row.filename) === url ? factsOf(row.width, row.height) : undefined;
  }
  const found = await folderFilePath(site, 'assets', decodeURIComponent(url.slice('/assets/'.length)));
  if (found === undefined) return undefined;
  const meta = await sharp(found.file).metadata().catch(() => undefined);
  if (!meta?.width || !meta.height) return undefined;
  // An EXIF-rotated photograph is served upright (the resizer rotates it): its sides swap.
  return (meta.orientation ?? 1) >= 5 ? factsOf(meta.height, meta.width) : factsOf(meta.width, meta.height);
}

/** The facts of each of `urls` that has them. */
export async function imageFacts(store: Store, site: SiteRuntime, urls: Iterable<string>): Promise<Map<string, ImageFacts>> {
  const facts = new Map<string, ImageFacts>();
  for (const url of new Set(urls)) {
    const found = await factsOfUrl(store, site, url);
    if (found) facts.set(url, found);
  }
  return facts;
}
