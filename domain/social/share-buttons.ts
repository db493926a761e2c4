import { isTruthy } from '../../engine/values.js';
import type { JsonValue } from '../../engine/plugin.js';

/** Share buttons show when the site lists share options (a non-empty array or object). */
export function shareButtonsEnabled(shareButtonOptions: JsonValue): boolean {
  return typeof shareButtonOptions === 'object' && isTruthy(shareButtonOptions);
}
