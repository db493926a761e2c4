/**
 * What the engine's cart markup tells the island (data attributes of `#sqs-cart-root`, see
 * templates/system/cart.page): links, texts, the store's minimum subtotal.
 */
import { compareDecimal, parseDecimal } from '../../domain/money/decimal.js';

export interface CartSettings {
  checkoutUrl: string;
  continueUrl: string;
  emptyText: string;
  /** The store's minimum order subtotal (decimal, store currency), if it has one. */
  minimumSubtotal: string | undefined;
}

export function cartSettings(data: Readonly<Record<string, string | undefined>>): CartSettings {
  const minimum = parseDecimal(data['minimumSubtotal'] ?? '');
  return {
    checkoutUrl: data['checkoutUrl'] || '/checkout',
    continueUrl: data['continueUrl'] || '/shop',
    emptyText: data['emptyText'] || 'Your cart is empty.',
    minimumSubtotal: minimum !== undefined && compareDecimal(minimum, '0') > 0 ? minimum : undefined,
  };
}

export { belowMinimum } from '../../domain/commerce/minimum-subtotal.js';
