import { describe, expect, it } from 'vitest';
// The engine first: fragments need the built-ins, which import this formatter back.
import { commentLink } from '../../../formatters/social/comment-link.js';
import { fakeScope, format } from '../../helpers/fake-scope.js';

const item = { id: 'i1', fullUrl: '/blog/a', publicCommentCount: 20 };

describe('comment-link', () => {
  it('links to the comments of the item with their count', () => {
    expect(format(commentLink, item, [], fakeScope({ data: { item } }))).toBe(
      '\n  <a href="/blog/a#comments-i1" class="sqs-comment-link" data-id="i1">\n  20\n  Comments\n  </a>\n',
    );
  });

  it('reads No Comments and 1 Comment', () => {
    expect(format(commentLink, { ...item, publicCommentCount: 0 })).toContain('\n  No\n  Comments\n');
    expect(format(commentLink, { ...item, publicCommentCount: 1 })).toContain('\n  1\n  Comment\n');
  });

  it('is a bare Disqus link when the site uses Disqus', () => {
    const scope = fakeScope({ data: { websiteSettings: { disqusShortname: 'shop' }, item } });
    expect(format(commentLink, item, [], scope)).toBe(
      '\n  <a href="/blog/a" class="sqs-comment-link sqs-disqus-comment-link" data-id="i1"></a>\n',
    );
  });

  it('escapes attribute values', () => {
    expect(format(commentLink, { id: 'a"b', fullUrl: '/x?a=1&b=2' })).toContain('href="/x?a=1&amp;b=2#comments-a&quot;b"');
  });
});
