// GET /api/admin/reviews?status=&page= → AdminReviewPage: every review, those waiting for
// approval first, then newest first, filtered by status (store area, read); with whether the
// storefront shows and collects reviews now. A bad filter answers 400 naming it.
import type { APIRoute } from 'astro';
import { adminReviewQuerySchema } from '../../../../../domain/reviews/review-rules.js';
import { reviewPage } from '../../../../admin/reviews/review-list.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantRead } from '../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store, input } = await merchantRead(context, adminReviewQuerySchema, 'store');
  return jsonResponse(await reviewPage(store, input));
});
