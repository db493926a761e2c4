// POST /checkout/review: a review written on the order confirmation without JavaScript
// (form-encoded: orderId, cartToken?, productId, rating, title, body, authorName, crumb). The
// same checks as POST /api/reviews (rate limit, crumb, the fields' schema, proof of purchase, one
// review per product per order; submit-review.ts), then 303 back to the confirmation page, where
// the product's block says the review was sent or shows the refusal beside the fields
// (site/features/reviews/review-flash.ts). Nothing is stored on any refusal.
import type { APIContext, APIRoute } from 'astro';
import { reviewSubmissionSchema } from '../../../domain/reviews/review-rules.js';
import { setReviewRefused, setReviewSent } from '../../features/reviews/review-flash.js';
import { submitReview } from '../../features/reviews/submit-review.js';
import { ApiError } from '../../edge/api-error.js';
import { GENERIC_ERROR_MESSAGE, handle } from '../../edge/handle.js';
import { requestLog } from '../../edge/log.js';
import { isFormPost, stateChange } from '../../edge/state-change.js';
import { validate } from '../../edge/validate.js';

export const prerender = false;

const ORDER_ID = /^[0-9a-f]{24}$/;

const refuseNonForm = handle(async () => {
  throw new ApiError(415, 'unsupported-media-type', 'A review form is sent as application/x-www-form-urlencoded (scripts call POST /api/reviews).');
});

export const POST: APIRoute = async (context) => {
  if (!isFormPost(context.request)) return refuseNonForm(context);
  let form = new URLSearchParams();
  try {
    const checked = await stateChange(context, undefined);
    form = checked.form ?? form;
    const rating = form.get('rating');
    const cartToken = form.get('cartToken');
    const input = validate(reviewSubmissionSchema, {
      orderId: form.get('orderId') ?? undefined,
      productId: form.get('productId') ?? undefined,
      ...(cartToken ? { cartToken } : {}),
      rating: rating === null || rating === '' ? undefined : Number(rating),
      title: form.get('title') ?? undefined,
      body: form.get('body') ?? undefined,
      authorName: form.get('authorName') ?? undefined,
    });
    await submitReview(input, checked.visitorId);
    setReviewSent(context.cookies, input.productId);
  } catch (error) {
    const refusal = error instanceof ApiError ? error : unexpected(context, error);
    setReviewRefused(context.cookies, form.get('productId') ?? '', refusal.message, refusal.issues, form);
  }
  return context.redirect(confirmationPath(form), 303);
};

/** The confirmation page the form was on, at the product's block. */
function confirmationPath(form: URLSearchParams): string {
  const orderId = form.get('orderId') ?? '';
  if (!ORDER_ID.test(orderId)) return '/shop';
  const cartToken = form.get('cartToken');
  const query = cartToken ? `?cartToken=${encodeURIComponent(cartToken)}` : '';
  return `/checkout/order-confirmed/${orderId}${query}#review-${encodeURIComponent(form.get('productId') ?? '')}`;
}

function unexpected(context: APIContext, error: unknown): ApiError {
  requestLog(context.locals.requestId).error({ err: error, method: 'POST', path: context.url.pathname }, 'review form failed');
  return new ApiError(500, 'internal-error', GENERIC_ERROR_MESSAGE);
}
