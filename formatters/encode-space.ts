import { textFormatter } from './util/text.js';

export const encodeSpace = textFormatter('encode-space', (text) => text.replace(/\s/g, '&nbsp;'));
