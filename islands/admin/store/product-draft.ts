/** The editor's working copy of a product: a blank one, edits that keep variants in step with options, and issues by field. */
import { variantCents, type ProductInput, type VariantInput } from '../../../domain/admin/store/product-input.js';
import { sellsForNothing } from '../../../domain/admin/store/price-floor.js';
import type { ApiIssue } from '../../../domain/admin/api-issue.js';
import { PHYSICAL } from '../../../domain/enums/product-type.js';

export const blankVariant = (): VariantInput => ({
  sku: '', attributes: {}, price: '', salePrice: '0.00', onSale: false, qtyInStock: 0, unlimited: false, weightGrams: 0, imageUrl: null,
});

/** A new product starts hidden with no price (domain/admin/store/price-floor.ts). */
export const blankProduct = (): ProductInput => ({
  title: '', urlId: '', body: '', excerpt: '', productType: PHYSICAL, visible: false, options: [], variants: [blankVariant()],
  subscription: null, additionalFieldsFormId: null, images: [], relatedProductIds: [],
});

/** Whether a variant of the draft would sell for 0.00 (its price, or its sale price while on sale). */
export function sellsForNothingDraft(product: ProductInput, currencyCode: string): boolean {
  return product.variants.some((v) => v.price !== '' && sellsForNothing(variantCents(v, currencyCode)));
}

/** Renames an option and the attribute every variant has under it. */
export function renameOption(product: ProductInput, index: number, name: string): ProductInput {
  const old = product.options[index]?.name ?? '';
  return {
    ...product,
    options: product.options.map((o, i) => (i === index ? { ...o, name } : o)),
    variants: product.variants.map((v) => {
      const { [old]: value, ...rest } = v.attributes;
      return { ...v, attributes: value === undefined ? rest : { ...rest, [name]: value } };
    }),
  };
}

/** Removes an option and its attribute from every variant. */
export function removeOption(product: ProductInput, index: number): ProductInput {
  const name = product.options[index]?.name ?? '';
  return {
    ...product,
    options: product.options.filter((_, i) => i !== index),
    variants: product.variants.map((v) => {
      const { [name]: _gone, ...rest } = v.attributes;
      return { ...v, attributes: rest };
    }),
  };
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** A lower-case, hyphenated URL segment from a name. */
export function slugOf(title: string): string {
  return title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80).replace(/-+$/, '');
}

/** Issues by field path; the server's name the body's `product.` first. */
export function issuesByPath(issues: readonly ApiIssue[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const issue of issues) {
    const path = issue.path.replace(/^product\./, '');
    if (!map.has(path)) map.set(path, issue.message);
  }
  return map;
}
