import type { PredicateDef } from '../../engine/plugin.js';
import { textField } from './field.js';
import { nodePredicate } from './node-predicate.js';

/** Block types an item can promote; `promotedMAP?` tests `promotedBlockType` is "map". */
export const PROMOTED_BLOCK_TYPES = [
  'map',
  'embed',
  'image',
  'code',
  'quote',
  'twitter',
  'link',
  'video',
  'foursquare',
  'instagram',
  'form',
] as const;

export const promotedBlockTypePredicates: readonly PredicateDef[] = PROMOTED_BLOCK_TYPES.map((type) =>
  nodePredicate(`promoted${type.toUpperCase()}?`, (node) => textField(node, 'promotedBlockType') === type),
);
