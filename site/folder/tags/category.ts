/** `<squarespace:category collection? template="T" />` (or enclosed): a collection's categories, the current one marked. */
import { tagKey } from '../tag-keys.js';
import { failed, type CategoryTag, type TagHandler } from './tag-types.js';
import { templated, templateOf } from './templated.js';

export const categoryTag: TagHandler = ({ attributes, at, selfClosing }) => {
  const choice = templateOf(attributes['template'], selfClosing, 'category');
  if (!choice.ok) return failed(choice.message, 'invalid-category');
  const collection = attributes['collection'];
  if (collection === '') return failed('<squarespace:category> collection must name a collection (its urlId)', 'invalid-category');
  const tag: CategoryTag = {
    ...at,
    key: tagKey(collection ?? 'categories', attributes),
    attributes: { ...attributes },
    ...(collection ? { collection } : {}),
    ...(choice.template ? { template: choice.template } : {}),
  };
  return { ok: true, ...templated(`category-${tag.key}`, `squarespace.category.${tag.key}`, choice.template), collected: { kind: 'category', tag } };
};
