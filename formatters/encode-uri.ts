import { textFormatter } from './util/text.js';
import { wellFormed } from './util/well-formed.js';

export const encodeUri = textFormatter('encode-uri', (text) => encodeURI(wellFormed(text)));
