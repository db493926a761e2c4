// GET /api/reviews/{productId}?page=N → ReviewPage: the product's approved reviews, newest first,
// five a page, with their average and count (the product page's section loads it lazily). 403
// `feature-unavailable` when reviews are not shown; 404 for an unknown product.
import type { APIRoute } from 'astro';
import { reviewPageQuerySchema } from '../../../../domain/reviews/review-rules.js';
import { approvedReviews } from '../../../db/reviews.js';
import { assertReviews } from '../../../features/reviews/review-switch.js';
import { ApiError } from '../../../edge/api-error.js';
import { handle } from '../../../edge/handle.js';
import { jsonResponse } from '../../../edge/json-response.js';
import { apiStore, siteContent } from '../../../server/store.js';
import { validate } from '../../../edge/validate.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { page } = validate(reviewPageQuerySchema, Object.fromEntries(context.url.searchParams));
  await assertReviews('shown');
  const productId = context.params['productId'] ?? '';
  if (!(await siteContent()).products.some((p) => p.id === productId)) throw new ApiError(404, 'unknown-item', 'Sorry, that item is unavailable.');
  return jsonResponse(await approvedReviews(await apiStore(), productId, page));
});
