import { describe, expect, it } from 'vitest';
// The engine first: fragments need the built-ins, which import this formatter back.
import { twitterFollowButton } from '../../../formatters/social/twitter-follow-button.js';
import { format } from '../../helpers/fake-scope.js';

const SCRIPT =
  "<script>Y.use('squarespace-follow-buttons', function(Y) { Y.on('domready', function() { " +
  'Y.Squarespace.FollowButtonUtils.renderAll(); }); });</script>';

describe('twitter-follow-button', () => {
  it('renders the follow button of the account', () => {
    expect(format(twitterFollowButton, { userName: 'bob' })).toBe(
      `${SCRIPT}<div class="squarespace-follow-button" data-username="bob"></div>`,
    );
  });

  it('takes the user name from the profile URL and escapes it', () => {
    expect(format(twitterFollowButton, { profileUrl: 'https://twitter.com/a"b' })).toBe(
      `${SCRIPT}<div class="squarespace-follow-button" data-username="a&quot;b"></div>`,
    );
  });
});
