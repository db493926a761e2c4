import type { FormatterDef, JsonValue } from '../../engine/plugin.js';
import { numberText } from '../../engine/values.js';

/**
 * The text a string formatter works on: strings, numbers and booleans as they print; null,
 * missing, arrays and objects as the empty string (the references agree on this).
 */
export function scalarText(value: JsonValue): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return numberText(value);
    case 'boolean':
      return value ? 'true' : 'false';
    default:
      return '';
  }
}

/** A formatter that maps the value's text to new text and takes no arguments. */
export function textFormatter(name: string, transform: (text: string) => string): FormatterDef {
  return { name, apply: (value) => transform(scalarText(value)) };
}
