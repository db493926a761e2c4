import { textFormatter } from './util/text.js';
import { wellFormed } from './util/well-formed.js';

/** Characters `encodeURIComponent` leaves alone but form encoding escapes. */
const EXTRA = /[!'()~]/g;

function percent(c: string): string {
  return '%' + c.charCodeAt(0).toString(16).toUpperCase();
}

/** Percent-encodes UTF-8 like a form field value, with `%20` for a space. */
export const urlEncode = textFormatter('url-encode', (text) =>
  encodeURIComponent(wellFormed(text)).replace(EXTRA, percent),
);
