/**
 * Where the library's fragments put a buy box (templates/add-to-cart-btn.jsont,
 * variants-select.jsont, quantity-input.jsont), found as the platform's own scripts find them:
 * by class and `data-item-id`, each button with the selects and quantity of its own product.
 */
import type { Selection } from '../../domain/commerce/variant-choice.js';
import { BUTTON_SELECTOR } from './enhanced-controls.js';

export { BUTTON_SELECTOR };
export const VARIANTS_SELECTOR = '.product-variants[data-item-id]';
export const ADD_FORM_SELECTOR = 'form.product-add-form';
export const QUICK_VIEW_SELECTOR = '.sqs-product-quick-view-button[data-id]';
const QUANTITY_CLASS = '.product-quantity-input';
export const QUANTITY_SELECTOR = `${QUANTITY_CLASS}[data-item-id]`;

export interface BuyBox {
  itemId: string;
  button: HTMLElement;
  /** The `.product-variants` element of the same product, when the page shows one. */
  variants: HTMLElement | null;
  /** The `.product-quantity-input` element of the same product, when the page shows one. */
  quantity: HTMLElement | null;
}

const ofItem = (base: string, itemId: string): string => `${base}[data-item-id="${CSS.escape(itemId)}"]`;

/**
 * The element of `itemId` matching `base` closest to `from` (searching ever wider ancestors), so
 * that a page showing a product twice pairs each button with its own selects.
 */
export function nearest(from: Element, base: string, itemId: string): HTMLElement | null {
  for (let scope = from.parentElement; scope; scope = scope.parentElement) {
    const found = scope.querySelector<HTMLElement>(ofItem(base, itemId));
    if (found) return found;
  }
  return null;
}

export function findBuyBoxes(root: ParentNode = document): BuyBox[] {
  return [...root.querySelectorAll<HTMLElement>(BUTTON_SELECTOR)].map((button) => {
    const itemId = button.dataset['itemId'] ?? '';
    return { itemId, button, variants: nearest(button, '.product-variants', itemId), quantity: nearest(button, QUANTITY_CLASS, itemId) };
  });
}

export function variantSelects(variants: ParentNode | null): HTMLSelectElement[] {
  return variants ? [...variants.querySelectorAll<HTMLSelectElement>('select[data-variant-option-name]')] : [];
}

export function readSelection(variants: ParentNode | null): Selection {
  return Object.fromEntries(variantSelects(variants).map((s) => [s.dataset['variantOptionName'] ?? '', s.value]));
}

/** The quantity typed; undefined when the buy box shows no quantity input. */
export function quantityText(quantity: ParentNode | null): string | undefined {
  return quantity?.querySelector<HTMLInputElement>('input')?.value;
}

/**
 * The product's own element around a fragment (the item page's `article`, a list's card: the
 * closest ancestor with the same `data-item-id`), where its variant image lives.
 */
export function productRoot(fragment: HTMLElement, itemId: string): HTMLElement {
  return fragment.parentElement?.closest<HTMLElement>(ofItem('', itemId)) ?? fragment.parentElement ?? fragment;
}
