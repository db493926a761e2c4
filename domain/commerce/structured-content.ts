import type { JsonValue } from '../../engine/plugin.js';
import { getOwn } from '../../engine/values.js';

/** A field of the product's `structuredContent` (undefined when missing). */
export function contentField(item: JsonValue, name: string): JsonValue {
  return getOwn(getOwn(item, 'structuredContent'), name);
}

/** The product's variants, or undefined when `variants` is not an array. */
export function variantList(item: JsonValue): readonly JsonValue[] | undefined {
  const variants = contentField(item, 'variants');
  return Array.isArray(variants) ? variants : undefined;
}
