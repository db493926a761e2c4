import { describe, expect, it } from 'vitest';
import { commentCount } from '../../../formatters/social/comment-count.js';
import { format } from '../../helpers/fake-scope.js';

describe('comment-count', () => {
  it('reads the public comment count of the item', () => {
    expect(format(commentCount, { publicCommentCount: 10 })).toBe('10 Comments');
    expect(format(commentCount, { publicCommentCount: 1 })).toBe('1 Comment');
    expect(format(commentCount, { publicCommentCount: 0 })).toBe('No Comments');
  });

  it('reads No Comments when the count is missing or not a number', () => {
    expect(format(commentCount, {})).toBe('No Comments');
    expect(format(commentCount, 'x')).toBe('No Comments');
    expect(format(commentCount, { publicCommentCount: 'abc' })).toBe('No Comments');
  });
});
