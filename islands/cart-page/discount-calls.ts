/** The cart page's discount code calls (site/pages/api/commerce/shopping-cart/discount-code.ts). */
import { CART_PATH } from '../cart-store/cart-store.js';
import type { CartJson } from '../../domain/commerce/cart-json.js';
import { apiRequest, type ApiResult } from '../shared/api-request.js';

const PATH = `${CART_PATH}/discount-code`;

export function postDiscountCode(code: string): Promise<ApiResult<{ shoppingCart: CartJson }>> {
  return apiRequest(PATH, { method: 'POST', body: { code } });
}

export function deleteDiscountCode(): Promise<ApiResult<{ shoppingCart: CartJson }>> {
  return apiRequest(PATH, { method: 'DELETE' });
}
