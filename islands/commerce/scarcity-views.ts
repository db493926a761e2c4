/**
 * The product's scarcity views (`.product-scarcity`, from `{item|product-scarcity}`) follow the
 * chosen variant as domain/commerce/scarcity-shown.ts says, from the first choice on (loaded with
 * the variant's price, variant-views.ts). Before it, the page's head style (site/pipeline/
 * scarcity-style.ts) drew the first render; the `scarcity-followed` class ends that style's say.
 */
import type { ProductData } from '../../domain/commerce/product-data.js';
import { shownScarcityViews } from '../../domain/commerce/scarcity-shown.js';

export const FOLLOWED_CLASS = 'scarcity-followed';

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

export function showScarcity(productElement: HTMLElement, product: ProductData, variantId: string | null): void {
  const elements = [...productElement.querySelectorAll<HTMLElement>('.product-scarcity')];
  if (elements.length === 0) return;
  const chosen = variantId === null ? null : (product.variants.find((v) => v.id === variantId) ?? null);
  const shown = shownScarcityViews(elements.map((element) => ({ attributes: attributesOf(element) })), chosen, product.scarcityShownByDefault === true, product.variants);
  elements.forEach((element, index) => {
    element.hidden = !shown.has(index);
  });
  productElement.classList.add(FOLLOWED_CLASS);
}
