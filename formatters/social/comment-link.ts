import type { FormatterDef } from '../../engine/plugin.js';
import { getOwn } from '../../engine/values.js';
import { commentCountWords, publicCommentCount } from '../../domain/social/comment-count.js';
import { renderFragment } from '../util/fragment.js';
import { siteSetting } from './scope-lookup.js';

/** The link to an item's comments, with its count (or a Disqus link when the site uses Disqus). */
export const commentLink: FormatterDef = {
  name: 'comment-link',
  apply(value, _args, scope) {
    const data = {
      disqus: siteSetting(value, scope, 'disqusShortname'),
      id: getOwn(value, 'id'),
      fullUrl: getOwn(value, 'fullUrl'),
      ...commentCountWords(publicCommentCount(value)),
    };
    return renderFragment('social-comment-link', data, scope);
  },
};
