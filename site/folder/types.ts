import type { TemplateConf } from './template-conf.js';

/** A text file of a site folder. */
export interface SourceFile {
  /** Path relative to the site folder, with `/` separators, e.g. `collections/blog.list`. */
  path: string;
  source: string;
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
