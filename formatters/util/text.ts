import type { FormatterDef } from '../../engine/plugin.js';
import { scalarText } from '../../engine/values.js';

export { scalarText };

/** A formatter that maps the value's text to new text and takes no arguments. */
export function textFormatter(name: string, transform: (text: string) => string): FormatterDef {
  return { name, apply: (value) => transform(scalarText(value)) };
}
