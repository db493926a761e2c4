import type { JsonValue } from '../../engine/plugin.js';
import { fieldFlag } from './json-number.js';
import { contentField } from './structured-content.js';

/** The product is sold as a subscription (`isSubscribable` true or "true"). */
export function isSubscribable(item: JsonValue): boolean {
  return fieldFlag(contentField(item, 'isSubscribable'));
}
