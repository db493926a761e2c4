import { escapeHtml } from './util/html-escape.js';
import { textFormatter } from './util/text.js';

export const html = textFormatter('html', escapeHtml);
