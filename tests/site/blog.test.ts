// The blog list (/blog) and a post with its comments (/blog/<slug>), as a visitor sees them.
import { describe, expect, it } from 'vitest';
import { loadDemoStore, renderRoute } from './helpers/demo-store.js';
import { blocks, markupOnly, visibleText } from './helpers/visible-text.js';

describe('blog list', () => {
  const { html } = renderRoute({ page: 'blog' });
  const posts = blocks(html, '<article class="post-summary"', '</article>');

  it('lists the posts with their date, author and comment count, newest first', () => {
    expect(visibleText(html)).toContain('Journal Notes from the studio & the kitchen.');
    expect(posts).toHaveLength(2);
    expect(visibleText(posts[0]!)).toContain('A new glaze for spring March 1, 2026 · by Maren Holt · 2 Comments');
    expect(visibleText(posts[1]!)).toContain('Slow bread, fast mornings February 15, 2026 · by Ines Ruiz · No Comments');
    expect(posts[0]).toContain('href="/blog/a-new-glaze"');
    expect(html.match(/<hr class="post-divider">/g)).toHaveLength(1);
  });
});

describe('blog post', () => {
  it('shows the post, its comments escaped, and the comments area where comments are open', () => {
    const { html } = renderRoute({ page: 'blog-post', slug: 'a-new-glaze' });
    const text = visibleText(html);
    expect(html).toContain('<h1 class="post-title">A new glaze for spring</h1>');
    expect(html).toContain('<em>Fern</em>'); // the merchant's body is HTML
    expect(text).toContain('2 Comments');
    const comments = blocks(html, '<li class="comment"', '</li>');
    expect(comments).toHaveLength(2);
    expect(visibleText(comments[0]!)).toBe('Jo · March 2, 2026 That green is lovely. Will the bowls get it too?');
    expect(visibleText(comments[1]!)).toContain("Sam <the potter's friend>");
    expect(visibleText(comments[1]!)).toContain("Tried it on <b>porcelain</b>? <script>alert('x')</script>");
    expect(markupOnly(html)).not.toContain('<script>');
    expect(markupOnly(html)).not.toContain('<b>');
    expect(html).toContain('id="comments-post-glaze" data-item-id="post-glaze" data-public-comment-count="2" data-comment-state="1"');
  });

  it('says comments are closed on a post that does not take them', () => {
    const { html } = renderRoute({ page: 'blog-post', slug: 'slow-bread' });
    expect(visibleText(html)).toContain('No Comments Comments are closed.');
    expect(html).not.toContain('squarespace-comments');
  });

  it('hides the comments area when the site turns comments off', () => {
    const store = loadDemoStore();
    store.website.website.commentsEnabled = false;
    const { html } = renderRoute({ page: 'blog-post', slug: 'a-new-glaze' }, store);
    expect(html).not.toContain('squarespace-comments');
    expect(visibleText(html)).toContain('Comments are closed.');
  });
});
