import { getOwn, isObject, isTruthy, toNumber } from '../../engine/values.js';
import type { JsonValue } from '../../engine/plugin.js';

/**
 * Comments show on an item when they are open (`commentState` 1) or public ones already exist,
 * and the site has comments enabled. Without any site settings (not an object) nothing turns
 * them off, as in the reference engines.
 */
export function commentsVisible(item: JsonValue, website: JsonValue): boolean {
  if (isObject(website) && !isTruthy(getOwn(website, 'commentsEnabled'))) return false;
  if (toNumber(getOwn(item, 'commentState')) === 1) return true;
  return toNumber(getOwn(item, 'publicCommentCount')) > 0;
}
