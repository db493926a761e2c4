/**
 * The product's scarcity views (`.product-scarcity`, from `{item|product-scarcity}`) follow the
 * chosen variant as domain/commerce/scarcity-shown.ts says: at once for the selection the page
 * opened with, then on each `variant-change`. Loaded only where a product with options shows them.
 */
import { VARIANT_CHANGE_EVENT, type ProductData, type VariantChangeDetail } from '../../domain/commerce/product-data.js';
import { shownScarcityViews } from '../../domain/commerce/scarcity-shown.js';
import { chooseVariant } from '../../domain/commerce/variant-choice.js';
import { readSelection } from './buy-box-dom.js';

const attributesOf = (element: HTMLElement): Record<string, string> | undefined => {
  const text = element.dataset['variantAttributes'];
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
};

export function showScarcity(variants: HTMLElement, productElement: HTMLElement, product: ProductData): () => void {
  const elements = [...productElement.querySelectorAll<HTMLElement>('.product-scarcity')];
  const views = elements.map((element) => ({ attributes: attributesOf(element) }));
  const show = (variantId: string | null): void => {
    const chosen = variantId === null ? null : (product.variants.find((v) => v.id === variantId) ?? null);
    const shown = shownScarcityViews(views, chosen, product.scarcityShownByDefault === true, product.variants);
    elements.forEach((element, index) => {
      element.hidden = !shown.has(index);
    });
  };
  const choice = chooseVariant(product.variants, product.options, readSelection(variants));
  show(choice.kind === 'chosen' ? choice.variant.id : null);
  const onVariant = (event: Event): void => {
    const { productId, variantId } = (event as CustomEvent<VariantChangeDetail>).detail;
    if (productId === product.itemId) show(variantId);
  };
  productElement.addEventListener(VARIANT_CHANGE_EVENT, onVariant);
  return () => productElement.removeEventListener(VARIANT_CHANGE_EVENT, onVariant);
}
