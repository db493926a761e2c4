import { textFormatter } from './util/text.js';

/** Upper-cases the whole text, as both reference engines do (not just the first letter). */
export const capitalize = textFormatter('capitalize', (text) => text.toUpperCase());
