import type { JsonValue } from '../../engine/plugin.js';
import { getOwn, isTruthy } from '../../engine/values.js';
import { nodePredicate } from './node-predicate.js';

/** An item has a main image when it has a main image id or a system data id. */
export function hasMainImage(item: JsonValue): boolean {
  return isTruthy(getOwn(item, 'mainImageId')) || isTruthy(getOwn(item, 'systemDataId'));
}

export const mainImage = nodePredicate('main-image?', hasMainImage);
