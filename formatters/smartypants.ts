import { textFormatter } from './util/text.js';

const OPENING_SINGLE = /(^|[-\u2014\s(["])'/gm;
const OPENING_DOUBLE = /(^|[-\u2014/[(\u2018\s])"/gm;

/** Five regular-expression passes: several times the work of most text formatters. */
const SMARTYPANTS_COST = 2048;

/** Typographic quotes and dashes: `"a"` → “a”, `'a'` → ‘a’, `it's` → it’s, `--` → —. */
export const smartypants = textFormatter('smartypants', (text) =>
  text
    .replace(OPENING_SINGLE, '$1\u2018')
    .replace(/'/g, '\u2019')
    .replace(OPENING_DOUBLE, '$1\u201c')
    .replace(/"/g, '\u201d')
    .replace(/--/g, '\u2014'),
  SMARTYPANTS_COST,
);
