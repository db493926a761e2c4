/**
 * A folder's templates with published versions laid over its files: the admin publishes a
 * template into the database and the site serves the folder as if the file had that text.
 */
import { templateKindOf, type TemplateKind } from '../../domain/admin/templates.js';
import type { SiteFolder, SourceFile } from './types.js';

/** Template sources by folder path (`collections/blog.list` → its text). */
export type TemplateOverlay = Readonly<Record<string, string>>;

export interface FolderTemplate extends SourceFile {
  kind: TemplateKind;
}

/** Every template file of the folder (regions, collection lists and items, blocks, pages), sorted by path. */
export function folderTemplates(folder: SiteFolder): FolderTemplate[] {
  const files: SourceFile[] = [
    ...Object.values(folder.regions),
    ...Object.values(folder.collections).flatMap((c) => [c.list, c.item].filter((f): f is SourceFile => f !== undefined)),
    ...Object.values(folder.blocks),
    ...Object.values(folder.pages).map((p) => p.file),
  ];
  return files
    .flatMap((file) => {
      const kind = templateKindOf(file.path);
      return kind ? [{ ...file, kind }] : [];
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

const baseName = (path: string, suffix: string): string => (path.split('/').pop() ?? path).slice(0, -suffix.length);

/**
 * The folder with each overlay file replacing (or adding) the template at its path. Paths that
 * are no template are left out. The folder given is not changed.
 */
export function overlayTemplates(folder: SiteFolder, overlay: TemplateOverlay): SiteFolder {
  const next: SiteFolder = {
    ...folder,
    regions: { ...folder.regions },
    collections: Object.fromEntries(Object.entries(folder.collections).map(([type, files]) => [type, { ...files }])),
    blocks: { ...folder.blocks },
    pages: Object.fromEntries(Object.entries(folder.pages).map(([name, page]) => [name, { ...page }])),
  };
  for (const [path, source] of Object.entries(overlay)) {
    const file: SourceFile = { path, source };
    switch (templateKindOf(path)) {
      case 'region':
        next.regions[baseName(path, '.region')] = file;
        break;
      case 'list':
      case 'item': {
        const view = path.endsWith('.list') ? 'list' : 'item';
        const type = baseName(path, `.${view}`);
        next.collections[type] = { ...next.collections[type], [view]: file };
        break;
      }
      case 'block':
        next.blocks[path.slice('blocks/'.length)] = file;
        break;
      case 'page': {
        const name = baseName(path, '.page');
        next.pages[name] = { ...next.pages[name], file };
        break;
      }
      case undefined:
        break;
    }
  }
  return next;
}
