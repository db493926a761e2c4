import { describe, expect, it } from 'vitest';
import { commentCountText, commentCountWords, publicCommentCount } from '../../../domain/social/comment-count.js';

describe('publicCommentCount', () => {
  it('reads numbers and numeric text', () => {
    expect(publicCommentCount({ publicCommentCount: 4 })).toBe(4);
    expect(publicCommentCount({ publicCommentCount: '12' })).toBe(12);
  });

  it('is 0 when missing or not a number', () => {
    expect(publicCommentCount({})).toBe(0);
    expect(publicCommentCount(undefined)).toBe(0);
    expect(publicCommentCount({ publicCommentCount: 'abc' })).toBe(0);
  });
});

describe('commentCountText', () => {
  it('reads No Comments, 1 Comment or N Comments', () => {
    expect(commentCountText(0)).toBe('No Comments');
    expect(commentCountText(1)).toBe('1 Comment');
    expect(commentCountText(10)).toBe('10 Comments');
  });

  it('splits into the amount and the noun', () => {
    expect(commentCountWords(0)).toEqual({ amount: 'No', noun: 'Comments' });
    expect(commentCountWords(1)).toEqual({ amount: '1', noun: 'Comment' });
  });
});
