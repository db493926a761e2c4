import { describe, expect, it } from 'vitest';
import { render } from '../../../library/index.js';
import { socialFormatters } from '../../../formatters/social/index.js';

describe('socialFormatters', () => {
  it('registers every social formatter once', () => {
    expect(socialFormatters.map((f) => f.name).sort()).toEqual([
      'activate-twitter-links',
      'comment-count',
      'comment-link',
      'comments',
      'google-calendar-url',
      'like-button',
      'social-button',
      'social-button-inline',
      'twitter-follow-button',
    ]);
  });

  it('works from templates with the built-ins', () => {
    const data = { websiteSettings: { simpleLikingEnabled: true }, item: { id: 'i', likeCount: 2, publicCommentCount: 2 } };
    const { html, errors } = render('{item|comment-count} {item|like-button}', data);
    expect(errors).toEqual([]);
    expect(html).toContain('2 Comments ');
    expect(html).toContain('data-like-count="2"');
  });
});
