import { getOwn, isObject, isTruthy } from '../../engine/values.js';
import { FolderBehavior } from '../../domain/enums/folder-behavior.js';
import { nodePredicate } from './node-predicate.js';

/** `index?`: the node's collection is a folder whose behaviour is (the number) index. */
export const index = nodePredicate('index?', (node) => {
  const collection = getOwn(node, 'collection');
  if (!isObject(collection)) return false;
  return isTruthy(getOwn(collection, 'folder')) && getOwn(collection, 'folderBehavior') === FolderBehavior.byName.index;
});
