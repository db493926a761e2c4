import { getOwn, isTruthy } from '../../engine/values.js';
import { nodePredicate } from './node-predicate.js';

export const externalLink = nodePredicate('external-link?', (node) => isTruthy(getOwn(node, 'externalLink')));
