import type { FormatterDef } from '../../engine/plugin.js';
import { activateTwitterLinks } from './activate-twitter-links.js';
import { commentCount } from './comment-count.js';
import { commentLink } from './comment-link.js';
import { comments } from './comments.js';
import { googleCalendarUrl } from './google-calendar-url.js';
import { likeButton } from './like-button.js';
import { socialButton } from './social-button.js';
import { socialButtonInline } from './social-button-inline.js';
import { twitterFollowButton } from './twitter-follow-button.js';

/** The social formatters. */
export const socialFormatters: readonly FormatterDef[] = [
  activateTwitterLinks,
  commentCount,
  commentLink,
  comments,
  googleCalendarUrl,
  likeButton,
  socialButton,
  socialButtonInline,
  twitterFollowButton,
];
