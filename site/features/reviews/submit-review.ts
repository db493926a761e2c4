/**
 * A shopper's review from the order confirmation: refused (nothing stored) unless reviews are
 * collected, the order is the visitor's (proof-of-purchase.ts) and paid, the product is one of its
 * lines and this order has not reviewed it yet. Stored waiting for the merchant's approval.
 */
import { ALREADY_REVIEWED_MESSAGE, NOT_PURCHASED_MESSAGE, type ReviewSubmission } from '../../../domain/reviews/review-rules.js';
import { addReview } from '../../db/reviews.js';
import { ApiError } from '../../edge/api-error.js';
import { visitorOrder } from '../checkout/checkout.js';
import { apiStore } from '../../server/store.js';
import { orderReviewable } from './proof-of-purchase.js';
import { assertReviews } from './review-switch.js';

export const NOT_PAID_MESSAGE = 'You can review your purchase once your order is paid.';

export async function submitReview(input: ReviewSubmission, visitorId: string): Promise<{ id: string; status: 'pending' }> {
  await assertReviews('collected');
  const order = await visitorOrder(input.orderId, visitorId, input.cartToken);
  if (!order) throw new ApiError(403, 'not-purchased', NOT_PURCHASED_MESSAGE, [{ path: 'orderId', message: NOT_PURCHASED_MESSAGE }]);
  if (!order.items.some((line) => line.itemId === input.productId)) {
    throw new ApiError(403, 'not-purchased', NOT_PURCHASED_MESSAGE, [{ path: 'productId', message: NOT_PURCHASED_MESSAGE }]);
  }
  if (!orderReviewable(order)) throw new ApiError(409, 'order-not-paid', NOT_PAID_MESSAGE);
  const added = await addReview(await apiStore(), {
    productId: input.productId,
    orderId: order.id,
    rating: input.rating,
    title: input.title,
    body: input.body,
    authorName: input.authorName,
  });
  if (!added.ok) throw new ApiError(409, 'already-reviewed', ALREADY_REVIEWED_MESSAGE, [{ path: 'productId', message: ALREADY_REVIEWED_MESSAGE }]);
  return { id: added.id, status: 'pending' };
}
