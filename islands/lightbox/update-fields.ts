/**
 * Changing the additional-fields answers of a cart entry (PUT …/entries/{id}/additionalFields),
 * with the shared cart marked as recalculating around the call (spec 000 §4).
 */
import { acceptCart, nextTicket, recalculating } from '../cart-store/cart-store.js';
import type { CartJson } from '../../domain/commerce/cart-json.js';
import { apiRequest, type ApiResult } from '../shared/api-request.js';

export const UPDATE_FORM_FAILED = 'Unable to update form';

export interface FieldsUpdate {
  entryId: string;
  itemId: string;
  sku: string | null;
  additionalFields: string;
}

export function updateAdditionalFields(update: FieldsUpdate): Promise<ApiResult<{ shoppingCart: CartJson }>> {
  return recalculating(async () => {
    const ticket = nextTicket();
    const path = `/api/commerce/shopping-cart/entries/${encodeURIComponent(update.entryId)}/additionalFields`;
    const result = await apiRequest<{ shoppingCart: CartJson }>(path, {
      method: 'PUT',
      body: { itemId: update.itemId, sku: update.sku, additionalFields: update.additionalFields },
    });
    if (result.ok) acceptCart(result.data.shoppingCart, ticket);
    return result;
  });
}
