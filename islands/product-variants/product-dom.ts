/** Where the engine's product markup keeps what the islands read (fixtures/.../product.jsont, templates/). */
import type { Selection } from './variant-choice.js';

export function productElement(itemId: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`article[data-item-id="${CSS.escape(itemId)}"]`);
}

export function variantSelects(root: ParentNode): HTMLSelectElement[] {
  return [...root.querySelectorAll<HTMLSelectElement>('select[data-variant-option-name]')];
}

export function readSelection(root: ParentNode): Selection {
  return Object.fromEntries(variantSelects(root).map((s) => [s.dataset['variantOptionName'] ?? '', s.value]));
}

/** The quantity typed; undefined when the page shows no quantity input. */
export function quantityText(root: ParentNode): string | undefined {
  return root.querySelector<HTMLInputElement>('.product-quantity-input input')?.value;
}
