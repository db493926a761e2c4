import type { FormatterDef } from '../engine/plugin.js';
import { apply } from './apply.js';
import { capitalize } from './capitalize.js';
import { count } from './count.js';
import { cycle } from './cycle.js';
import { encodeSpace } from './encode-space.js';
import { encodeUri } from './encode-uri.js';
import { encodeUriComponent } from './encode-uri-component.js';
import { format } from './format.js';
import { get } from './get.js';
import { html } from './html.js';
import { htmlattr } from './htmlattr.js';
import { htmltag } from './htmltag.js';
import { iter } from './iter.js';
import { json } from './json.js';
import { jsonPretty } from './json-pretty.js';
import { keyBy } from './key-by.js';
import { lookup } from './lookup.js';
import { mod } from './mod.js';
import { output } from './output.js';
import { pluralize } from './pluralize.js';
import { prop } from './prop.js';
import { raw } from './raw.js';
import { round } from './round.js';
import { safe } from './safe.js';
import { slugify } from './slugify.js';
import { smartypants } from './smartypants.js';
import { str } from './str.js';
import { truncate } from './truncate.js';
import { urlEncode } from './url-encode.js';
import { NOT_IMPLEMENTED, notImplemented } from './not-implemented.js';
import { commerceFormatters } from './commerce/index.js';
import { contentFormatters } from './content/index.js';
import { i18nFormatters } from './i18n/index.js';
import { moneyFormatters } from './money/index.js';
import { socialFormatters } from './social/index.js';

export const coreFormatters: readonly FormatterDef[] = [
  apply,
  capitalize,
  count,
  cycle,
  encodeSpace,
  encodeUri,
  encodeUriComponent,
  format,
  get,
  html,
  htmlattr,
  htmltag,
  iter,
  json,
  jsonPretty,
  keyBy,
  lookup,
  mod,
  output,
  pluralize,
  prop,
  raw,
  round,
  safe,
  slugify,
  smartypants,
  str,
  truncate,
  urlEncode,
];

/**
 * Every built-in formatter: the core ones, the library's by area, and placeholders for names
 * the library does not implement yet (listed first, so that an implementation replaces them).
 */
export const libraryFormatters: readonly FormatterDef[] = [
  ...NOT_IMPLEMENTED.map(notImplemented),
  ...coreFormatters,
  ...moneyFormatters,
  ...commerceFormatters,
  ...contentFormatters,
  ...socialFormatters,
  ...i18nFormatters,
];
