import { describe, expect, it } from 'vitest';
import { commentsVisible } from '../../../domain/social/comments.js';
import { render } from '../../../library/index.js';
import type { PredicateDef } from '../../../engine/plugin.js';

const on = { commentsEnabled: true };

describe('commentsVisible', () => {
  it('shows open comments and items that already have public comments', () => {
    expect(commentsVisible({ commentState: 1 }, on)).toBe(true);
    expect(commentsVisible({ commentState: 1, publicCommentCount: 0 }, on)).toBe(true);
    expect(commentsVisible({ commentState: 2, publicCommentCount: 3 }, on)).toBe(true);
    expect(commentsVisible({ commentState: '1' }, on)).toBe(true);
  });

  it('hides closed items without public comments', () => {
    expect(commentsVisible({ commentState: 2, publicCommentCount: 0 }, on)).toBe(false);
    expect(commentsVisible({}, on)).toBe(false);
    expect(commentsVisible(undefined, on)).toBe(false);
    expect(commentsVisible({ publicCommentCount: 'many' }, on)).toBe(false);
  });

  it('hides everything when the site has comments off or does not say they are on', () => {
    expect(commentsVisible({ commentState: 1, publicCommentCount: 9 }, { commentsEnabled: false })).toBe(false);
    expect(commentsVisible({ commentState: 1 }, {})).toBe(false);
  });

  it('does not hide anything when there are no site settings at all', () => {
    expect(commentsVisible({ commentState: 1 }, undefined)).toBe(true);
    expect(commentsVisible({ commentState: 0 }, undefined)).toBe(false);
  });

  it('drives a predicate through a template', () => {
    const commentsPredicate: PredicateDef = {
      name: 'comments?',
      test: (node, _args, scope) => commentsVisible(node, scope.resolve('websiteSettings')),
    };
    const data = { websiteSettings: on, a: { commentState: 1 }, b: { commentState: 2 } };
    const source = '{.section a}{.comments?}A{.end}{.end}{.section b}{.comments?}B{.or}-{.end}{.end}';
    expect(render(source, data, { predicates: [commentsPredicate] }).html).toBe('A-');
  });
});
