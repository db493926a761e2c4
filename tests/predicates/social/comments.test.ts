import { describe, expect, it } from 'vitest';
import { comments } from '../../../predicates/social/comments.js';
import { check, fakeScope } from '../../helpers/fake-scope.js';

describe('comments?', () => {
  const enabled = { commentsEnabled: true };

  it('holds for open comments or existing public comments on a site that allows them', () => {
    expect(check(comments, { websiteSettings: enabled, commentState: 1 })).toBe(true);
    expect(check(comments, { websiteSettings: enabled, commentState: 2, publicCommentCount: 3 })).toBe(true);
    expect(check(comments, { websiteSettings: enabled, commentState: 2, publicCommentCount: 0 })).toBe(false);
  });

  it('does not hold when the site turns comments off', () => {
    expect(check(comments, { websiteSettings: { commentsEnabled: false }, commentState: 1 })).toBe(false);
    expect(check(comments, { websiteSettings: {}, commentState: 1 })).toBe(false);
  });

  it('lets the item decide when there are no website settings', () => {
    expect(check(comments, { commentState: 1 })).toBe(true);
    expect(check(comments, { commentState: 0 })).toBe(false);
  });

  it('finds the website settings in an enclosing scope', () => {
    const scope = fakeScope({ data: { websiteSettings: { commentsEnabled: false } }, node: { commentState: 1 } });
    expect(check(comments, { commentState: 1 }, [], scope)).toBe(false);
  });
});
