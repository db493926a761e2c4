/** The site folder's raster images under `/assets/`, served through the resizer (`?format=`). */
import { readFile, stat } from 'node:fs/promises';
import { folderFilePath, folderFileResponse, notFoundResponse } from '../pipeline/site-assets.js';
import type { SiteRuntime } from '../pipeline/site-runtime.js';
import { REVALIDATED, imageResponse } from './image-response.js';
import type { ImageSource } from './image-variant.js';

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
