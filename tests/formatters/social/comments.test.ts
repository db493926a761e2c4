import { describe, expect, it } from 'vitest';
// The engine first: fragments need the built-ins, which import this formatter back.
import { comments } from '../../../formatters/social/comments.js';
import { fakeScope, format } from '../../helpers/fake-scope.js';

describe('comments', () => {
  it('is the Disqus thread when the site uses Disqus', () => {
    const item = { id: 'i1' };
    const scope = fakeScope({ data: { websiteSettings: { disqusShortname: 'abc' }, item } });
    expect(format(comments, item, [], scope)).toBe('\n  <div class="squarespace-comments" id="disqus_thread"></div>\n');
  });

  it('describes the item in scope', () => {
    const item = { id: 'i1', publicCommentCount: 0, commentState: 1 };
    expect(format(comments, item, [], fakeScope({ data: { item } }))).toBe(
      '\n  <div class="squarespace-comments" id="comments-i1" data-item-id="i1" data-public-comment-count="0" data-comment-state="1"></div>\n',
    );
  });

  it('falls back to the collection in scope, then to nothing', () => {
    const collection = { id: 'c1', publicCommentCount: 3, commentState: 2 };
    expect(format(comments, collection, [], fakeScope({ data: { collection } }))).toContain(
      'id="comments-c1" data-collection-id="c1" data-public-comment-count="3" data-comment-state="2">',
    );
    expect(format(comments, { id: 'x' }, [], fakeScope({ data: {} }))).toBe(
      '\n  <div class="squarespace-comments" id="comments-x"></div>\n',
    );
  });

  it('finds the item in the value before the scopes around it', () => {
    const value = { id: 'v', item: { id: 'inner' } };
    const scope = fakeScope({ data: { item: { id: 'outer' } } });
    expect(format(comments, value, [], scope)).toContain('data-item-id="inner"');
  });
});
