import { escapeAttribute } from './util/html-escape.js';
import { textFormatter } from './util/text.js';

/** The same escaping as `htmlattr`; both names are in use in templates. */
export const htmltag = textFormatter('htmltag', escapeAttribute);
