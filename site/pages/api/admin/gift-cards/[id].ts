// GET /api/admin/gift-cards/{id} → GiftCardDetail with its history (store area, read); 404 for
// an unknown card; 403 `feature-unavailable` while gift cards are off.
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { giftCardOf } from '../../../../features/gift-cards/gift-card-admin.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantRead } from '../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, z.object({}).strict(), 'store');
  return jsonResponse(await giftCardOf(store, context.params['id'] ?? ''), 200, { 'cache-control': 'no-store' });
});
