import { textFormatter } from './util/text.js';

const OPENING_SINGLE = /(^|[-\u2014\s(["])'/gm;
const OPENING_DOUBLE = /(^|[-\u2014/[(\u2018\s])"/gm;

/** Typographic quotes and dashes: `"a"` → “a”, `'a'` → ‘a’, `it's` → it’s, `--` → —. */
export const smartypants = textFormatter('smartypants', (text) =>
  text
    .replace(OPENING_SINGLE, '$1\u2018')
    .replace(/'/g, '\u2019')
    .replace(OPENING_DOUBLE, '$1\u201c')
    .replace(/"/g, '\u201d')
    .replace(/--/g, '\u2014'),
);
