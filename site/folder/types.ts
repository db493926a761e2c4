import type { TemplateConf } from './template-conf.js';

/** A text file of a site folder. */
export interface SourceFile {
  /** Path relative to the site folder, with `/` separators, e.g. `collections/blog.list`. */
  path: string;
  source: string;
}

/** Something wrong with a site folder, located in one of its files (line and column 1-based). */
export interface FolderError {
  file: string;
  line: number;
  column: number;
  message: string;
  code?: string;
  /** A warning is reported but fails nothing: the pages that would use it still serve. */
  severity?: 'warning';
}

export interface CollectionFiles {
  list?: SourceFile;
  item?: SourceFile;
  /** The parsed `collections/<type>.conf`. */
  conf?: Record<string, unknown>;
}

export interface PageFiles {
  file: SourceFile;
  /** The parsed `pages/<name>.page.conf`. */
  conf?: Record<string, unknown>;
}

export interface SiteFolder {
  /** Absolute, symlink-free path of the folder. */
  dir: string;
  conf: TemplateConf;
  /** By region name: `header` for `header.region`. */
  regions: Record<string, SourceFile>;
  /** By collection type name: `blog` for `collections/blog.list|.item|.conf`. */
  collections: Record<string, CollectionFiles>;
  /** By file name, as partials are applied: `navigation.block`. */
  blocks: Record<string, SourceFile>;
  /** By page name: `about` for `pages/about.page`. */
  pages: Record<string, PageFiles>;
  /** Files under `assets/`, relative to the site folder (`assets/logo.svg`). */
  assets: string[];
  /** Files under `scripts/`, relative to the site folder (`scripts/site.js`). */
  scripts: string[];
  /** The stylesheets named by template.conf, in its order (`styles/base.less`). */
  stylesheets: SourceFile[];
}

export function folderError(file: string, line: number, column: number, message: string, code?: string): FolderError {
  return code === undefined ? { file, line, column, message } : { file, line, column, message, code };
}

export function folderWarning(file: string, line: number, column: number, message: string, code: string): FolderError {
  return { file, line, column, message, code, severity: 'warning' };
}

export const isWarning = (error: FolderError): boolean => error.severity === 'warning';

/** `file:line:col: message` (`file:line:col: warning: message`), as compilers print them. */
export function formatFolderError(error: FolderError): string {
  return `${error.file}:${error.line}:${error.column}: ${isWarning(error) ? 'warning: ' : ''}${error.message}`;
}

/** 1-based line and column of an offset into a text (the engine's own rule for its errors). */
export { lineColumn as lineColumnAt } from '../../engine/position.js';
