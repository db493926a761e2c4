import { FolderBehavior } from '../../domain/enums/folder-behavior.js';
import { numberField } from './field.js';
import { nodePredicate } from './node-predicate.js';

/** The node's folder behaviour is redirect. */
export const redirect = nodePredicate('redirect?', (node) => numberField(node, 'folderBehavior') === FolderBehavior.byName.redirect);
