import { getOwn } from '../../engine/values.js';
import { nodePredicate } from './node-predicate.js';

/** The node has a location with map coordinates (any value counts, zero included). */
export const location = nodePredicate('location?', (node) => {
  const place = getOwn(node, 'location');
  return getOwn(place, 'mapLat') !== undefined && getOwn(place, 'mapLng') !== undefined;
});
