import type { JsonValue } from '../../engine/plugin.js';
import { getOwn, isObject, scalarText } from '../../engine/values.js';
import { contentField, variantList } from './structured-content.js';

/** A variant option the shopper picks (e.g. "Color") and its values, in first-seen order. */
export interface VariantOption {
  name: string;
  values: string[];
}

/**
 * The options to choose from, in the merchant's `variantOptionOrdering`, each with the distinct
 * values the variants have for it. Attributes outside the ordering are ignored; a product with
 * fewer than two variants has nothing to choose.
 */
export function variantOptions(item: JsonValue): VariantOption[] {
  const variants = variantList(item) ?? [];
  if (variants.length <= 1) return [];
  const ordering = contentField(item, 'variantOptionOrdering');
  const options = (Array.isArray(ordering) ? ordering : []).map((name): VariantOption => ({ name: scalarText(name), values: [] }));
  for (const variant of variants) {
    const attributes = getOwn(variant, 'attributes');
    if (!isObject(attributes)) continue;
    for (const field of Object.keys(attributes)) {
      const option = options.find((o) => o.name === field);
      const value = scalarText(getOwn(attributes, field));
      if (option !== undefined && !option.values.includes(value)) option.values.push(value);
    }
  }
  return options;
}
