/**
 * The layout a page or collection is drawn in: its `regionName` when template.conf defines that
 * layout, else the folder's first layout, as the platform does. A `regionName` naming no layout
 * is a warning at load, never a failed page.
 */
import type { SiteContent } from '../content/types.js';
import { folderWarning, type FolderError } from '../folder/folder-error.js';

export function layoutOf(regionName: unknown, layouts: readonly string[]): string | undefined {
  return typeof regionName === 'string' && layouts.includes(regionName) ? regionName : undefined;
}

export function layoutWarnings(content: SiteContent, layouts: readonly string[]): FolderError[] {
  const warnings: FolderError[] = [];
  const check = (file: string, key: string, regionName: unknown): void => {
    if (regionName === undefined || layoutOf(regionName, layouts) !== undefined) return;
    warnings.push(folderWarning(file, 1, 1, `${key}.regionName '${String(regionName)}' is not a layout of template.conf (${layouts.join(', ')}); the first layout is used`, 'unknown-layout'));
  };
  for (const { collection } of content.collections) check(`content/collections/${collection.urlId}.json`, 'collection', collection['regionName']);
  for (const { page } of content.pages) check(`content/pages/${page.urlId}.json`, 'page', page['regionName']);
  return warnings;
}
