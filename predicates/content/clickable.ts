import { FolderBehavior } from '../../domain/enums/folder-behavior.js';
import { fieldNumber } from '../../domain/commerce/json-number.js';
import { nodePredicate } from './node-predicate.js';

const { index, redirect } = FolderBehavior.byName;

/** A folder is clickable when its behaviour is index, redirect or missing. */
export const clickable = nodePredicate('clickable?', (_node, scope) => {
  const behavior = scope.resolve('folderBehavior');
  if (behavior === undefined) return true;
  const code = fieldNumber(behavior);
  return code === index || code === redirect;
});
