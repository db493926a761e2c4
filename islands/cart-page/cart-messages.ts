/** The cart page's texts (spec 000 §5, §8), one place each. */
import type { ApiResult } from '../shared/api-request.js';

export const CART_TEXT = {
  unableToUpdate: 'Unable to update quantity',
  unableToRemove: 'Unable to remove item',
  checkConnection: 'Please check your internet connection.',
  tryAgain: 'Please try again.',
  notEnough: 'Sorry, we do not have enough of that item available.',
} as const;

export type CartAction = 'update' | 'remove';

/** "Unable to update quantity. Please check your internet connection." and the like. */
export function failureMessage(action: CartAction, result: Extract<ApiResult<unknown>, { ok: false }>, keptQuantity?: number): string {
  const title = action === 'update' ? CART_TEXT.unableToUpdate : CART_TEXT.unableToRemove;
  if (result.status === 0) return `${title}. ${CART_TEXT.checkConnection}`;
  if (action === 'update' && result.code === 'out-of-stock') return stockRefusal(keptQuantity);
  return `${title}. ${CART_TEXT.tryAgain}`;
}

/** The server refused more than it has: say so, and what the quantity stays at. */
export function stockRefusal(keptQuantity: number | undefined): string {
  return keptQuantity === undefined ? CART_TEXT.notEnough : `${CART_TEXT.notEnough} The quantity stays at ${keptQuantity}.`;
}

/** When the server set another quantity than the one asked for (a stock cap), the reason. */
export function cappedExplanation(requested: number, answered: number | undefined): string | undefined {
  if (answered === undefined || answered === requested) return undefined;
  return `Only ${answered} available, so the quantity is ${answered}.`;
}

export { minimumSubtotalMessage } from '../../domain/commerce/minimum-subtotal.js';
