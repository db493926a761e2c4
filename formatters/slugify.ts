import type { FormatterDef } from '../engine/plugin.js';
import { scalarText } from '../engine/values.js';

/** Java's `\s` (without its Unicode flag): ASCII white space only. */
const NOT_SLUG = /[^a-zA-Z0-9 \t\n\v\f\r-]+/g;
const SPACES = /[ \t\n\v\f\r]+/g;
const COMBINING_MARK = /[\u0300-\u036f]/g;

/** Several passes, one of them per run of white space: slower than most text formatters. */
const SLUGIFY_COST = 1024;

/** The option that folds accented letters onto their plain letters ("Café" → "cafe"). */
export const FOLD = 'fold';

/**
 * The slug of a text as the Java reference makes it (sites' CSS depends on it): every character
 * but ASCII letters, digits, hyphens and ASCII white space is dropped ("Café" → "caf"), each run
 * of white space becomes one hyphen, and the rest is lower-cased. With `fold`, accents are
 * dropped from their letters first instead.
 */
export function slugText(text: string, fold = false): string {
  const source = fold ? text.normalize('NFKD').replace(COMBINING_MARK, '') : text;
  return source.replace(NOT_SLUG, '').replace(SPACES, '-').toLowerCase();
}

/** `{title|slugify}`, `{title|slugify fold}`. */
export const slugify: FormatterDef = {
  name: 'slugify',
  cost: SLUGIFY_COST,
  apply: (value, args) => slugText(scalarText(value), args.includes(FOLD)),
};
