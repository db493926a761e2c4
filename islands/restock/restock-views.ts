/** The restock views the engine rendered (product-restock-notification.jsont) as the page has them. */
import type { RestockViewIds } from './restock-visibility.js';

export const RESTOCK_VIEW_SELECTOR = '.product-restock-notification[data-product-id][data-variant-id]';

export function findViews(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(RESTOCK_VIEW_SELECTOR)];
}

export const viewIds = (view: HTMLElement): RestockViewIds => ({ productId: view.dataset['productId'] ?? '', variantId: view.dataset['variantId'] ?? '' });

/** Shown from the start: not hidden by the server, or the only view of a sold-out product without options. */
export function shownAtLoad(view: HTMLElement): boolean {
  const product = view.closest('[data-item-id]');
  const noOptions = product !== null && product.querySelector('select[data-variant-option-name]') === null;
  const only = product !== null && product.querySelectorAll('.product-restock-notification').length === 1;
  return !view.hidden || (noOptions && only && product.classList.contains('product-detail--sold-out'));
}
