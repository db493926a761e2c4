import { textFormatter } from './util/text.js';

const TAG = /<[^>]*?>/g;

/** Removes everything that looks like a tag; other text is left as it is. */
export const safe = textFormatter('safe', (text) => text.replace(TAG, ''));
