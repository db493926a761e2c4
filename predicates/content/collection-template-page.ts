import { getOwn } from '../../engine/values.js';
import { CollectionType } from '../../domain/enums/collection-type.js';
import { numberField } from './field.js';
import { nodePredicate } from './node-predicate.js';

/** The node's collection (or, without one, the node itself) is a template page. */
export const collectionTemplatePage = nodePredicate('collection-template-page?', (node) => {
  const collection = getOwn(node, 'collection');
  const subject = collection === undefined ? node : collection;
  return getOwn(subject, 'type') !== undefined && numberField(subject, 'type') === CollectionType.byName['template-page'];
});
