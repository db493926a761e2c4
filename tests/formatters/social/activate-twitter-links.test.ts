import { describe, expect, it } from 'vitest';
import { activateTwitterLinks } from '../../../formatters/social/activate-twitter-links.js';
import { format } from '../../helpers/fake-scope.js';

describe('activate-twitter-links', () => {
  it('links mentions and hashtags', () => {
    expect(format(activateTwitterLinks, 'hi @Foo #Bar')).toBe(
      'hi <a target="new" href="https://twitter.com/Foo/">@Foo</a> <a target="new" href="https://twitter.com/hashtag/Bar?src=hash">#Bar</a>',
    );
  });

  it('prints scalars as text and containers as nothing', () => {
    expect(format(activateTwitterLinks, 5)).toBe('5');
    expect(format(activateTwitterLinks, { a: 1 })).toBe('');
  });
});
