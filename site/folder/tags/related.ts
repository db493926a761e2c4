/** `<squarespace:related template="T" limit? />` (or enclosed): the items related to the page's item. */
import { tagKey } from '../tag-keys.js';
import { failed, type RelatedTag, type TagHandler } from './tag-types.js';
import { templated, templateOf } from './templated.js';
import { wholeNumber } from './whole-number.js';

export const relatedTag: TagHandler = ({ attributes, at, selfClosing }) => {
  const choice = templateOf(attributes['template'], selfClosing, 'related');
  if (!choice.ok) return failed(choice.message, 'invalid-related');
  const tag: RelatedTag = { ...at, key: tagKey('related', attributes), attributes: { ...attributes }, ...(choice.template ? { template: choice.template } : {}) };
  const limit = attributes['limit'];
  if (limit !== undefined) {
    const n = wholeNumber(limit, 100);
    if (n === undefined) return failed(`<squarespace:related> limit must be a whole number from 1 to 100, not '${limit}'`, 'invalid-related');
    tag.limit = n;
  }
  return { ok: true, ...templated(`related-${tag.key}`, `squarespace.related.${tag.key}`, choice.template), collected: { kind: 'related', tag } };
};
