import { getOwn, scalarText } from '../../engine/values.js';
import type { JsonValue } from '../../engine/plugin.js';

const LINK = /(\b(?:https?|ftp|file):\/\/[-A-Z0-9+&@#/%?=~_|!:,.;]*[-A-Z0-9+&@#\\/%=~_|])/gi;
const MENTION = /(^| )@([a-z0-9_]+)/gi;
const HASHTAG = /(^| )#([a-z0-9_]+)/gi;

/** Turns URLs, @mentions and #hashtags of a tweet into links (the text is kept as is). */
export function activateTwitterLinks(text: string): string {
  return text
    .replace(LINK, '<a target="new" href="$1">$1</a>')
    .replace(MENTION, '$1<a target="new" href="https://twitter.com/$2/">@$2</a>')
    .replace(HASHTAG, '$1<a target="new" href="https://twitter.com/hashtag/$2?src=hash">#$2</a>');
}

/** A social account's user name, else the last segment of its profile URL. */
export function twitterUserName(account: JsonValue): string {
  const userName = scalarText(getOwn(account, 'userName'));
  if (userName !== '') return userName;
  const segments = scalarText(getOwn(account, 'profileUrl')).split('/').filter((s) => s !== '');
  return segments[segments.length - 1] ?? '';
}
