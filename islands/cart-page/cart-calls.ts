/** The cart page's calls: set an entry's quantity, remove an entry (site/pages/api/commerce/shopping-cart/entries/[entryId]). */
import { CART_PATH } from '../cart-store/cart-store.js';
import type { CartEntryJson, CartJson } from '../../domain/commerce/cart-json.js';
import { apiRequest, type ApiResult } from '../shared/api-request.js';

const entryPath = (entryId: string): string => `${CART_PATH}/entries/${encodeURIComponent(entryId)}`;

export function putQuantity(entryId: string, quantity: number): Promise<ApiResult<{ shoppingCart: CartJson; updatedEntry: CartEntryJson | null }>> {
  return apiRequest(entryPath(entryId), { method: 'PUT', body: { quantity } });
}

export function deleteEntry(entryId: string): Promise<ApiResult<{ shoppingCart: CartJson }>> {
  return apiRequest(entryPath(entryId), { method: 'DELETE' });
}
