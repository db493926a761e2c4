import type { FormatterDef } from '../engine/plugin.js';
import { escapeAttribute } from './util/html-escape.js';
import { scalarText } from './util/text.js';

/**
 * The text of a scalar escaped for a double-quoted attribute. Its own function rather than a
 * `textFormatter`: these run hundreds of times per page, and a call site of their own keeps
 * the escaping inlined.
 */
export function attributeText(value: unknown): string {
  return escapeAttribute(typeof value === 'string' ? value : scalarText(value));
}

export const htmlattr: FormatterDef = { name: 'htmlattr', apply: attributeText };
