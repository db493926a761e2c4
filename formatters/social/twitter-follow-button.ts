import type { FormatterDef } from '../../engine/plugin.js';
import { twitterUserName } from '../../domain/social/twitter.js';
import { renderFragment } from '../util/fragment.js';

/** The follow button of a social account (its user name, or the end of its profile URL). */
export const twitterFollowButton: FormatterDef = {
  name: 'twitter-follow-button',
  apply: (value, _args, scope) => renderFragment('social-follow-button', { userName: twitterUserName(value) }, scope),
};
