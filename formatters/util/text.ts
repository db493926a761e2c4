import type { FormatterDef } from '../../engine/plugin.js';
import { scalarText } from '../../engine/values.js';

export { scalarText };

/**
 * A formatter that maps the value's text to new text and takes no arguments; `cost` is its
 * `FormatterDef.cost` when it is slower than most.
 */
export function textFormatter(name: string, transform: (text: string) => string, cost?: number): FormatterDef {
  const apply = (value: unknown) => transform(scalarText(value));
  return cost === undefined ? { name, apply } : { name, apply, cost };
}
