import { getOwn, isTruthy } from '../../engine/values.js';
import { nodePredicate } from './node-predicate.js';

/** The node's collection is a folder. */
export const folder = nodePredicate('folder?', (node) => isTruthy(getOwn(getOwn(node, 'collection'), 'folder')));
