import type { FormatterDef } from '../engine/plugin.js';
import { escapeHtml } from './util/html-escape.js';
import { scalarText } from './util/text.js';

/** Its own apply rather than a `textFormatter`, as `htmlattr` (see there). */
export const html: FormatterDef = {
  name: 'html',
  apply: (value) => escapeHtml(typeof value === 'string' ? value : scalarText(value)),
};
