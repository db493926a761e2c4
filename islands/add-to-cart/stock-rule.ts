/**
 * Before the additional-fields form opens, the stock is checked (spec 000 §5): some result must
 * be unlimited or have more in stock than the cart already holds of that item and variant.
 */
import type { CartJson } from '../../domain/commerce/cart-json.js';

export interface StockResult {
  variantId?: string;
  sku?: string;
  unlimited: boolean;
  qtyInStock: number;
}

export function quantityInCart(cart: CartJson | null, itemId: string, variantId: string): number {
  return (cart?.entries ?? []).filter((e) => e.itemId === itemId && e.variantId === variantId).reduce((sum, e) => sum + e.quantity, 0);
}

export function hasStockFor(results: readonly StockResult[], variantId: string, inCart: number): boolean {
  const own = results.filter((r) => r.variantId === undefined || r.variantId === variantId);
  return own.some((r) => r.unlimited || r.qtyInStock > inCart);
}
