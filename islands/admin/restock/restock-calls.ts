/** The restock calls of the merchant (spec 001 §7) as the screen uses them. */
import type { RestockGroup, RestockSendAnswer, RestockSignup } from '../../../domain/admin/restock.js';
import { adminRequest } from '../admin-api.js';

export const RESTOCK = '/api/site-users/account/notifications/restock';

export async function fetchGroups(cursor: string | null) {
  return adminRequest<{ signUpGroups: RestockGroup[]; hasNextPage: boolean; nextPageCursor: string | null }>(
    `${RESTOCK}/groups${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
  );
}

export async function fetchSignups(group: Pick<RestockGroup, 'productId' | 'variantId'>, cursor: string | null) {
  const query = new URLSearchParams({ productId: group.productId, variantId: group.variantId });
  if (cursor) query.set('cursor', cursor);
  return adminRequest<{ signUps: RestockSignup[]; hasNextPage: boolean; nextPageCursor: string | null }>(`${RESTOCK}?${query.toString()}`);
}

export async function sendGroup(group: Pick<RestockGroup, 'productId' | 'variantId'>) {
  return adminRequest<RestockSendAnswer>(`${RESTOCK}/send`, { method: 'POST', body: { productId: group.productId, variantId: group.variantId } });
}

export async function sendAll(groups: readonly Pick<RestockGroup, 'productId' | 'variantId'>[]) {
  const sendRequests = groups.map((g) => ({ productId: g.productId, variantId: g.variantId }));
  return adminRequest<RestockSendAnswer>(`${RESTOCK}/send/all`, { method: 'POST', body: { sendRequests } });
}
