import { isObject } from '../../engine/values.js';
import { nodePredicate } from './node-predicate.js';

/** The node is an array with more than one element or an object with more than one key. */
export const hasMultiple = nodePredicate('has-multiple?', (node) => {
  if (Array.isArray(node)) return node.length > 1;
  return isObject(node) && Object.keys(node).length > 1;
});
