// POST /api/reviews {orderId, cartToken?, productId, rating, title, body, authorName} → 201
// {id, status: 'pending'}: a shopper's review of a product of their order, from its confirmation
// page (the crumb and origin checks of every change; the order must be the visitor's, as the page
// is). 400 naming each wrong field, 403 `not-purchased` or `feature-unavailable`, 409
// `already-reviewed` or `order-not-paid`; nothing is stored on any refusal.
import type { APIRoute } from 'astro';
import { reviewSubmissionSchema } from '../../../../domain/reviews/review-rules.js';
import { submitReview } from '../../../features/reviews/submit-review.js';
import { handle } from '../../../edge/handle.js';
import { jsonResponse } from '../../../edge/json-response.js';
import { stateChange } from '../../../edge/state-change.js';

export const prerender = false;

export const POST: APIRoute = handle(async (context) => {
  const { visitorId, input } = await stateChange(context, reviewSubmissionSchema);
  return jsonResponse(await submitReview(input, visitorId), 201);
});
