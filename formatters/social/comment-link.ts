import type { FormatterDef } from '../../engine/plugin.js';
import { getOwn } from '../../engine/values.js';
import { commentCountWords, publicCommentCount } from '../../domain/social/comment-count.js';
import { renderCommentFragment } from './comment-fragment.js';

/** The link to an item's comments, with its count (or a Disqus link when the site uses Disqus). */
export const commentLink: FormatterDef = {
  name: 'comment-link',
  apply: (value, _args, scope) =>
    renderCommentFragment('social-comment-link', value, scope, { fullUrl: getOwn(value, 'fullUrl'), ...commentCountWords(publicCommentCount(value)) }),
};
