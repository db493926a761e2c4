import type { FormatterDef, JsonValue } from '../../engine/plugin.js';
import { getOwn, isTruthy } from '../../engine/values.js';
import { renderCommentFragment } from './comment-fragment.js';
import { lookup } from './scope-lookup.js';

function commentsOf(node: JsonValue): JsonValue {
  if (!isTruthy(node)) return undefined;
  const field = (key: string) => getOwn(node, key);
  return { id: field('id'), publicCommentCount: field('publicCommentCount'), commentState: field('commentState') };
}

/**
 * The comments area of an item: the Disqus thread when the site uses Disqus, else the native
 * comments element, described by the `item` (or else `collection`) in scope.
 */
export const comments: FormatterDef = {
  name: 'comments',
  apply: (value, _args, scope) =>
    renderCommentFragment('social-comments', value, scope, {
      item: commentsOf(lookup(value, scope, ['item'])),
      collection: commentsOf(lookup(value, scope, ['collection'])),
    }),
};
