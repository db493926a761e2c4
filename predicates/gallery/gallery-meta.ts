import { isTruthy } from '../../engine/values.js';
import { nodePredicate } from '../content/node-predicate.js';
import { galleryOption } from './gallery-option.js';

/** The gallery shows controls or indicators. */
export const galleryMeta = nodePredicate(
  'gallery-meta?',
  (_node, scope) => isTruthy(galleryOption(scope, 'controls')) || isTruthy(galleryOption(scope, 'indicators')),
);
