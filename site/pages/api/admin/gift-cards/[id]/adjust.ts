// POST /api/admin/gift-cards/{id}/adjust {amountCents, note, expectedVersion} → GiftCardDetail:
// adds to or takes from the balance, never below 0 (400), with the note in its history (store
// area, write). 409 `stale-version` when it changed since `expectedVersion`.
import type { APIRoute } from 'astro';
import { giftCardAdjustSchema } from '../../../../../../domain/commerce/gift-card.js';
import { adjustGiftCard } from '../../../../../features/gift-cards/gift-card-admin.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { merchantChange } from '../../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const POST: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, giftCardAdjustSchema, 'store');
  return jsonResponse(await adjustGiftCard(store, context.params['id'] ?? '', input, session.user.email));
});
