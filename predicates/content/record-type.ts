import type { PredicateDef } from '../../engine/plugin.js';
import { RecordType } from '../../domain/enums/record-type.js';
import { numberField, textField } from './field.js';
import { nodePredicate } from './node-predicate.js';

/**
 * Record types whose predicate also holds for a block promoted to the item: `video?` is a video
 * item or a promoted video block.
 */
const PROMOTED: ReadonlySet<string> = new Set(['image', 'quote', 'link', 'video', 'gallery']);

function recordTypePredicate(name: string, code: number): PredicateDef {
  if (!PROMOTED.has(name)) return nodePredicate(`${name}?`, (node) => numberField(node, 'recordType') === code);
  return nodePredicate(
    `${name}?`,
    (node) => numberField(node, 'recordType') === code || textField(node, 'promotedBlockType') === name,
  );
}

/** One `<record type>?` predicate per record type, and `external-video?` (the same as `video?`). */
export const recordTypePredicates: readonly PredicateDef[] = [
  ...RecordType.names.map((name) => recordTypePredicate(name, RecordType.byName[name])),
  { ...recordTypePredicate('video', RecordType.byName.video), name: 'external-video?' },
];
