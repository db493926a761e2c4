/** What a platform tag is read into, and what each tag's handler answers. */

/** Where a platform tag was written. */
export interface TagSite {
  file: string;
  line: number;
  column: number;
}

interface WrittenTag extends TagSite {
  /** Every attribute as written, the unknown ones included. */
  attributes: Record<string, string>;
}

/** `<squarespace:query …>`: the pipeline puts `{ collection, items }` at `squarespace.query.<key>`. */
export interface QueryTag extends WrittenTag {
  key: string;
  collection: string;
  limit?: number;
  category?: string;
  tag?: string;
  featured?: boolean;
}

/** `<squarespace:navigation …>`: the pipeline puts `{ items }` at `squarespace.navigation.<key>`. */
export interface NavigationTag extends WrittenTag {
  /** The navigationId (a navigation name of template.conf). */
  key: string;
  navigationId: string;
  /** The block applied to it, without `.block`; absent when the tag encloses its template. */
  template?: string;
}

/** `<squarespace:folder-navigation …>`: the pipeline puts the current folder at `squarespace.folderNavigation`. */
export interface FolderNavigationTag extends WrittenTag {
  template?: string;
}

/** `<squarespace:related …>`: the pipeline puts `{ items }` (the item's related items) at `squarespace.related.<key>`. */
export interface RelatedTag extends WrittenTag {
  key: string;
  limit?: number;
  template?: string;
}

/** `<squarespace:category …>`: the pipeline puts `{ collection, items }` (its categories) at `squarespace.category.<key>`. */
export interface CategoryTag extends WrittenTag {
  key: string;
  /** The urlId of the collection; absent for the page's own collection. */
  collection?: string;
  template?: string;
}

/** `<squarespace:block-field …/>`: the pipeline puts the field's HTML at `squarespace.blockFields.<key>`. */
export interface BlockFieldTag extends WrittenTag {
  key: string;
  id: string;
  columns?: number;
}

export type Collected =
  | { kind: 'query'; tag: QueryTag }
  | { kind: 'navigation'; tag: NavigationTag }
  | { kind: 'folderNavigation'; tag: FolderNavigationTag }
  | { kind: 'related'; tag: RelatedTag }
  | { kind: 'category'; tag: CategoryTag }
  | { kind: 'blockField'; tag: BlockFieldTag }
  | { kind: 'script'; src: string };

/** A tag as the preprocessor found it. */
export interface TagInput {
  attributes: Readonly<Record<string, string>>;
  quotes: Readonly<Record<string, '"' | "'">>;
  at: TagSite;
  /** Written `<… />`. */
  selfClosing: boolean;
}

export type TagOutcome =
  | { ok: false; message: string; code: string }
  /**
   * `open` replaces the tag. With `close` the tag may enclose a body: `close` replaces its
   * `</squarespace:…>`, or follows `open` at once when the tag closes itself.
   */
  | { ok: true; open: string; close?: string; collected?: Collected };

export type TagHandler = (tag: TagInput) => TagOutcome;

export const failed = (message: string, code: string): TagOutcome => ({ ok: false, message, code });
