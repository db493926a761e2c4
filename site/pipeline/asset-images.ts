/**
 * The site folder's raster images under `/assets/`, served through the resizer (`?format=`), and
 * listed for the resized copies made ahead at start (`site/media/warm-sizes.ts`, handed them by boot).
 */
import { readFile, stat } from 'node:fs/promises';
import { folderFilePath, folderFileResponse, notFoundResponse } from './site-assets.js';
import { siteRuntime, type SiteRuntime } from './site-runtime.js';
import { REVALIDATED, imageResponse } from '../media/image-response.js';
import type { ImageSource } from '../media/image-variant.js';

export const RASTER = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

export async function assetResponse(site: SiteRuntime, path: string, request: Request): Promise<Response> {
  const found = await folderFilePath(site, 'assets', path);
  if (found === undefined) return notFoundResponse();
  if (!RASTER.has(found.type)) return folderFileResponse(site, 'assets', path);
  const info = await stat(found.file).catch(() => undefined);
  if (!info) return notFoundResponse();
  return imageResponse(request, assetSource(found.file, found.type, info), REVALIDATED);
}

/** A folder image as the resizer sees it: its key changes when the file does. */
export function assetSource(file: string, contentType: string, info: { size: number; mtimeMs: number }): ImageSource {
  return { key: `asset:${file}:${info.size}:${info.mtimeMs}`, contentType, read: () => readFile(file) };
}

/** The raster images under the site folder's `assets/` (the demo's rasters of its drawings among them). */
export async function siteFolderImages(): Promise<ImageSource[]> {
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
