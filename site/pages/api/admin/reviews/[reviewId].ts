// PUT /api/admin/reviews/{reviewId} {status, expectedVersion} → {id, status, version}: approves,
// hides or restores (back to waiting) a review (store area, write). 409 `stale-version` when it
// changed since `expectedVersion`, 404 for an unknown review; nothing changes on any refusal.
import type { APIRoute } from 'astro';
import { reviewModerationSchema } from '../../../../../domain/reviews/review-rules.js';
import { moderate } from '../../../../admin/reviews/review-list.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantChange } from '../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const PUT: APIRoute = handle(async (context) => {
  const { store, input } = await merchantChange(context, reviewModerationSchema, 'store');
  return jsonResponse(await moderate(store, context.params['reviewId'] ?? '', input));
});
