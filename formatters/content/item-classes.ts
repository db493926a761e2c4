import type { FormatterDef, JsonValue } from '../../engine/plugin.js';
import { getOwn, isTruthy, scalarText, toNumber } from '../../engine/values.js';
import { isOnSale, isSoldOut } from '../../domain/commerce/product.js';
import { RecordType } from '../../domain/enums/record-type.js';
import { FOLD, slugText } from '../slugify.js';
import { escapeAttribute } from '../util/html-escape.js';

/**
 * The CSS classes of a content item: `hentry`, then its promotion, categories, tags, author,
 * `post-type-…`, index in the list, `featured`, and for store items `on-sale` and `sold-out`.
 * The item's fields are looked up from the current scope outwards; the output is safe inside a
 * double-quoted attribute. Names are slugged as `slugify` does (`fold`: accents folded).
 */
export const itemClasses: FormatterDef = {
  name: 'item-classes',
  apply(value, args, scope) {
    const fold = args.includes(FOLD);
    const slug = (name: JsonValue): string => slugText(scalarText(name), fold);
    const classes = ['hentry'];
    const promoted = scope.resolve('promotedBlockType');
    if (isTruthy(promoted)) classes.push('promoted', `promoted-block-${slug(promoted)}`);
    classes.push(...listClasses('category', scope.resolve('categories'), slug));
    classes.push(...listClasses('tag', scope.resolve('tags'), slug));
    const displayName = getOwn(scope.resolve('author'), 'displayName');
    if (isTruthy(displayName)) classes.push(`author-${slug(displayName)}`);
    classes.push(`post-type-${escapeAttribute(scalarText(scope.resolve('recordTypeLabel')))}`);
    const index = scope.resolve('@index');
    if (index !== undefined) classes.push(`article-index-${scalarText(index)}`);
    if (isTruthy(scope.resolve('starred'))) classes.push('featured');
    if (toNumber(getOwn(value, 'recordType')) === RecordType.byName['store-item']) {
      if (isOnSale(value)) classes.push('on-sale');
      if (isSoldOut(value)) classes.push('sold-out');
    }
    return classes.join(' ');
  },
};

function listClasses(prefix: string, list: JsonValue, slug: (name: JsonValue) => string): string[] {
  if (!Array.isArray(list)) return [];
  return list.map((entry: JsonValue) => `${prefix}-${slug(entry)}`);
}
