/** Text and attribute values the site layer writes into HTML: escaped as the engine's formatters escape them. */
import { escapeAttribute } from '../../formatters/util/html-escape.js';

/** Escapes a value for an element body or a double-quoted attribute. */
export const escapeHtml = escapeAttribute;

/** `name="value"` pairs, values escaped. */
export function attributes(attrs: Readonly<Record<string, string>>): string {
  return Object.entries(attrs).map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(' ');
}
