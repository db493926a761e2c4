import { describe, expect, it } from 'vitest';
import { activateTwitterLinks, twitterUserName } from '../../../domain/social/twitter.js';

describe('activateTwitterLinks', () => {
  it('links mentions and hashtags that start a word', () => {
    expect(activateTwitterLinks('hi @Foo and #Bar')).toBe(
      'hi <a target="new" href="https://twitter.com/Foo/">@Foo</a> and ' +
        '<a target="new" href="https://twitter.com/hashtag/Bar?src=hash">#Bar</a>',
    );
  });

  it('links URLs without linking what they contain', () => {
    expect(activateTwitterLinks('see https://x.com/p?q=1#h')).toBe(
      'see <a target="new" href="https://x.com/p?q=1#h">https://x.com/p?q=1#h</a>',
    );
  });

  it('leaves e-mail addresses and mid-word signs alone', () => {
    expect(activateTwitterLinks('mail a@b.com or c#d')).toBe('mail a@b.com or c#d');
  });
});

describe('twitterUserName', () => {
  it('prefers the user name, else the end of the profile URL', () => {
    expect(twitterUserName({ userName: 'bob', profileUrl: 'https://twitter.com/robert' })).toBe('bob');
    expect(twitterUserName({ profileUrl: 'https://twitter.com/alice' })).toBe('alice');
    expect(twitterUserName({ profileUrl: 'https://twitter.com/alice/' })).toBe('alice');
    expect(twitterUserName({})).toBe('');
  });
});
