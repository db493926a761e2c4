import { textFormatter } from './util/text.js';

export const str = textFormatter('str', (text) => text);
