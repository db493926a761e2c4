import type { FormatterDef } from '../../engine/plugin.js';
import { commentCountText, publicCommentCount } from '../../domain/social/comment-count.js';

/** An item's comment count in words: No Comments, 1 Comment, N Comments. */
export const commentCount: FormatterDef = {
  name: 'comment-count',
  apply: (value) => commentCountText(publicCommentCount(value)),
};
