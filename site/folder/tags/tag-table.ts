/** The platform tags this site renders, by their name after `squarespace:`. */
import { blockFieldTag } from './block-field.js';
import { categoryTag } from './category.js';
import { folderNavigationTag } from './folder-navigation.js';
import { navigationTag } from './navigation.js';
import { queryTag } from './query.js';
import { relatedTag } from './related.js';
import { scriptTag } from './script.js';
import type { TagHandler } from './tag-types.js';

export const PLATFORM_TAGS: ReadonlyMap<string, TagHandler> = new Map([
  ['navigation', navigationTag],
  ['folder-navigation', folderNavigationTag],
  ['query', queryTag],
  ['related', relatedTag],
  ['category', categoryTag],
  ['block-field', blockFieldTag],
  ['script', scriptTag],
]);

/** The tags that may enclose a body (`<squarespace:query …>BODY</squarespace:query>`). */
export const ENCLOSING_TAGS: ReadonlySet<string> = new Set(['navigation', 'folder-navigation', 'query', 'related', 'category']);
