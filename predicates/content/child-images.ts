import { getOwn } from '../../engine/values.js';
import { hasMainImage } from './main-image.js';
import { nodePredicate } from './node-predicate.js';

/** The first of the node's items has a main image. */
export const childImages = nodePredicate('child-images?', (node) => {
  const items = getOwn(node, 'items');
  return Array.isArray(items) && items.length > 0 && hasMainImage(items[0]);
});
