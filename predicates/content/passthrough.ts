import { getOwn, isTruthy } from '../../engine/values.js';
import { textField } from './field.js';
import { nodePredicate } from './node-predicate.js';

/** The item passes through to its source URL. */
export const passthrough = nodePredicate(
  'passthrough?',
  (node) => isTruthy(getOwn(node, 'passthrough')) && textField(node, 'sourceUrl') !== '',
);
