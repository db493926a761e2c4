/**
 * The entitlements as the calls honour them (domain/admin/entitlements.ts): read from the same
 * content snapshot the pages use, so a switch saved in the admin holds for the next call.
 */
import type { Entitlements } from '../../../domain/admin/entitlements.js';
import { saleRefusal } from '../../../domain/commerce/sale-entitlement.js';
import { ApiError } from '../../edge/api-error.js';
import { siteContent } from '../../server/store.js';

export const RESTOCK_OFF_MESSAGE = 'Restock notifications are not available in this shop.';

export async function currentEntitlements(): Promise<Entitlements> {
  return (await siteContent()).entitlements;
}

/** 403 `feature-unavailable` when the shop may not sell the product (a subscription, a gift card). */
export async function assertForSale(product: { productType: number; isSubscribable: boolean }): Promise<void> {
  const refusal = saleRefusal(product, await currentEntitlements());
  if (refusal !== undefined) throw new ApiError(403, 'feature-unavailable', refusal, [{ path: 'itemId', message: refusal }]);
}

/** 403 `feature-unavailable` when restock notifications are off. */
export async function assertRestockOn(): Promise<void> {
  if (!(await currentEntitlements()).restockNotifications) throw new ApiError(403, 'feature-unavailable', RESTOCK_OFF_MESSAGE);
}
