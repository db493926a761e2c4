import { textFormatter } from './util/text.js';
import { wellFormed } from './util/well-formed.js';

export const encodeUriComponent = textFormatter('encode-uri-component', (text) =>
  encodeURIComponent(wellFormed(text)),
);
