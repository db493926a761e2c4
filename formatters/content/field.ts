import type { JsonValue } from '../../engine/plugin.js';
import { getOwn, scalarText } from '../../engine/values.js';

/** A field of the data as text (`''` when missing, an object or an array). */
export function field(value: JsonValue, key: string): string {
  return scalarText(getOwn(value, key));
}
