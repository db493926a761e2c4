import { textFormatter } from './util/text.js';

const COMBINING_MARK = /[\u0300-\u036f]/g;

/** Four passes, one of them per run of white space: slower than most text formatters. */
const SLUGIFY_COST = 1024;

/**
 * Lower-case letters, digits and hyphens; each run of white space becomes one hyphen. Accents
 * are dropped from their letters first ("Café" → "cafe"), where the reference drops the letter.
 */
export const slugify = textFormatter('slugify', (text) =>
  text
    .normalize('NFKD')
    .replace(COMBINING_MARK, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-'),
  SLUGIFY_COST,
);
