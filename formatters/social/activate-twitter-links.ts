import { activateTwitterLinks as activate } from '../../domain/social/twitter.js';
import { textFormatter } from '../util/text.js';

/** Links the URLs, @mentions and #hashtags of a tweet. */
export const activateTwitterLinks = textFormatter('activate-twitter-links', activate);
