import type { JsonValue } from '../../engine/plugin.js';
import { getOwn, scalarText } from '../../engine/values.js';
import { fieldNumber } from '../../domain/commerce/json-number.js';

/** A field of the node as a number the way item JSON is read (missing is 0). */
export function numberField(node: JsonValue, key: string): number {
  return fieldNumber(getOwn(node, key));
}

/** A field of the node as text (missing, null, arrays and objects are ""). */
export function textField(node: JsonValue, key: string): string {
  return scalarText(getOwn(node, key));
}
