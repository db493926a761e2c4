import { describe, expect, it } from 'vitest';
// The engine first: fragments need the built-ins, which import this formatter back.
import { likeButton } from '../../../formatters/social/like-button.js';
import { fakeScope, format } from '../../helpers/fake-scope.js';

const item = { id: 'i1', likeCount: 123 };
const BUTTON =
  '\n  <span class="sqs-simple-like" data-item-id="i1" data-like-count="123">\n' +
  '    <span class="like-icon"></span>\n    <span class="like-count"></span>\n  </span>\n';

describe('like-button', () => {
  it('renders when simple liking is enabled', () => {
    expect(format(likeButton, item, [], fakeScope({ data: { websiteSettings: { simpleLikingEnabled: true } } }))).toBe(BUTTON);
    expect(format(likeButton, item, [], fakeScope({ data: { website: { simpleLikingEnabled: true } } }))).toBe(BUTTON);
  });

  it('renders nothing when liking is off or there is no item', () => {
    expect(format(likeButton, item, [], fakeScope({ data: { websiteSettings: { simpleLikingEnabled: false } } }))).toBe('');
    expect(format(likeButton, item)).toBe('');
    expect(format(likeButton, {}, [], fakeScope({ data: { websiteSettings: { simpleLikingEnabled: true } } }))).toBe('');
  });
});
