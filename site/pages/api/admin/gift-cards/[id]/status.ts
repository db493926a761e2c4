// PUT /api/admin/gift-cards/{id}/status {status: active|disabled, expectedVersion} →
// GiftCardDetail: a disabled card pays for nothing until enabled again (store area, write).
import type { APIRoute } from 'astro';
import { giftCardStatusSchema } from '../../../../../../domain/commerce/gift-card.js';
import { setGiftCardStatus } from '../../../../../features/gift-cards/gift-card-admin.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { merchantChange } from '../../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const PUT: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, giftCardStatusSchema, 'store');
  return jsonResponse(await setGiftCardStatus(store, context.params['id'] ?? '', input.status, input.expectedVersion, session.user.email));
});
