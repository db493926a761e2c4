import { getOwn } from '../../engine/values.js';
import { CollectionType } from '../../domain/enums/collection-type.js';
import { numberField } from './field.js';
import { nodePredicate } from './node-predicate.js';

/** The node's collection is a page. */
export const collectionPage = nodePredicate('collection-page?', (node) => {
  const collection = getOwn(node, 'collection');
  return getOwn(collection, 'type') !== undefined && numberField(collection, 'type') === CollectionType.byName.page;
});
