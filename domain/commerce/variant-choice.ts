/**
 * Which variant a selection of option values names, and which values lead only to sold-out
 * variants. Sold-out values stay selectable (the restock sign-up needs them chosen).
 */
import type { ProductOption, VariantData } from './product-data.js';

/** Option name → chosen value ('' or absent: not chosen). */
export type Selection = Readonly<Record<string, string>>;

export type Choice =
  | { kind: 'chosen'; variant: VariantData }
  | { kind: 'unselected'; missing: string[] }
  | { kind: 'unavailable' };

export function isSoldOut(variant: VariantData): boolean {
  return !variant.unlimited && variant.qtyInStock <= 0;
}

function matches(variant: VariantData, selection: Selection, options: readonly ProductOption[]): boolean {
  return options.every((o) => !selection[o.name] || variant.attributes[o.name] === selection[o.name]);
}

export function chooseVariant(variants: readonly VariantData[], options: readonly ProductOption[], selection: Selection): Choice {
  if (options.length === 0) {
    const only = variants[0];
    return variants.length === 1 && only ? { kind: 'chosen', variant: only } : { kind: 'unavailable' };
  }
  const missing = options.filter((o) => !selection[o.name]).map((o) => o.name);
  if (missing.length > 0) return { kind: 'unselected', missing };
  const variant = variants.find((v) => matches(v, selection, options));
  return variant ? { kind: 'chosen', variant } : { kind: 'unavailable' };
}

/**
 * The values of `optionName` that, with the other options as selected, lead to no variant in
 * stock (every variant they could name is sold out or does not exist).
 */
export function soldOutValues(
  variants: readonly VariantData[],
  options: readonly ProductOption[],
  selection: Selection,
  optionName: string,
): Set<string> {
  const option = options.find((o) => o.name === optionName);
  const soldOut = new Set<string>();
  for (const value of option?.values ?? []) {
    const trial = { ...selection, [optionName]: value };
    if (!variants.some((v) => matches(v, trial, options) && !isSoldOut(v))) soldOut.add(value);
  }
  return soldOut;
}
