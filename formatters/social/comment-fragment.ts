import type { JsonValue, RenderScope } from '../../engine/plugin.js';
import { getOwn } from '../../engine/values.js';
import { renderFragment } from '../util/fragment.js';
import { siteSetting } from './scope-lookup.js';

/**
 * Renders one of the comments fragments for the item `value`: each gets the site's Disqus
 * shortname (set when the site uses Disqus instead of its own comments) and the item's id, then
 * what the fragment needs besides.
 */
export function renderCommentFragment(name: string, value: JsonValue, scope: RenderScope, more: Record<string, JsonValue>): string {
  return renderFragment(name, { disqus: siteSetting(value, scope, 'disqusShortname'), id: getOwn(value, 'id'), ...more }, scope);
}
