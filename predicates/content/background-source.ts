import type { PredicateDef } from '../../engine/plugin.js';
import { BackgroundSource } from '../../domain/enums/background-source.js';
import { numberField } from './field.js';
import { nodePredicate } from './node-predicate.js';

/** One `background-source-<name>?` per background source. */
export const backgroundSourcePredicates: readonly PredicateDef[] = BackgroundSource.names.map((name) =>
  nodePredicate(`background-source-${name}?`, (node) => numberField(node, 'backgroundSource') === BackgroundSource.byName[name]),
);
