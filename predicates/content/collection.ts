import { getOwn, isTruthy } from '../../engine/values.js';
import { nodePredicate } from './node-predicate.js';

/** The node has a (non-empty) collection. */
export const collection = nodePredicate('collection?', (node) => isTruthy(getOwn(node, 'collection')));
