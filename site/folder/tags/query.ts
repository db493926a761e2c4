/** `<squarespace:query collection="C" limit? category? tag? featured?>BODY</squarespace:query>` (or `template="T"`). */
import { tagKey } from '../tag-keys.js';
import { failed, type TagHandler } from './tag-types.js';
import type { QueryTag } from './tag-types.js';
import { templated, templateOf } from './templated.js';
import { wholeNumber } from './whole-number.js';

export const queryTag: TagHandler = ({ attributes, at }) => {
  const fail = (message: string) => failed(`<squarespace:query>: ${message}`, 'invalid-query');
  const { collection, limit, category, tag, featured } = attributes;
  if (collection === undefined || collection === '') return fail('needs a collection (its urlId)');
  const query: QueryTag = { ...at, key: tagKey(collection, attributes), collection, attributes: { ...attributes } };
  if (limit !== undefined) {
    const n = wholeNumber(limit, 9999);
    if (n === undefined) return fail(`limit must be a whole number from 1 to 9999, not '${limit}'`);
    query.limit = n;
  }
  if (featured !== undefined) {
    if (featured !== 'true' && featured !== 'false' && featured !== '') return fail(`featured must be true or false, not '${featured}'`);
    query.featured = featured !== 'false';
  }
  if (category !== undefined) query.category = category;
  if (tag !== undefined) query.tag = tag;
  // A query that closes itself without a template renders nothing, but is still run.
  const choice = templateOf(attributes['template'], false, 'query');
  if (!choice.ok) return fail(choice.message);
  return { ok: true, ...templated(`query-${query.key}`, `squarespace.query.${query.key}`, choice.template), collected: { kind: 'query', tag: query } };
};
