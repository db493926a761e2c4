import { commentsVisible } from '../../domain/social/comments.js';
import { nodePredicate } from '../content/node-predicate.js';

/** Without website settings nothing turns comments off, so the item alone decides. */
const NO_SETTINGS = { commentsEnabled: true };

/** Comments show on the item (`websiteSettings` looked up in scope). */
export const comments = nodePredicate('comments?', (node, scope) => {
  const settings = scope.resolve('websiteSettings');
  return commentsVisible(node, settings === undefined ? NO_SETTINGS : settings);
});
