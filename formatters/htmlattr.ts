import { escapeAttribute } from './util/html-escape.js';
import { textFormatter } from './util/text.js';

export const htmlattr = textFormatter('htmlattr', escapeAttribute);
