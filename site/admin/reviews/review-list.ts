/**
 * The Reviews screen's server side: the list (with whether the storefront shows and collects
 * reviews now, so the merchant knows why none appear) and moderation by version.
 */
import type { AdminReviewPage, AdminReviewQuery, ReviewModeration, ReviewStatus } from '../../../domain/reviews/review-rules.js';
import type { Store } from '../../db/index.js';
import { moderateReview, reviewsForMerchant } from '../../db/reviews.js';
import { currentReviewSwitches } from '../../features/reviews/review-switch.js';
import { ApiError } from '../../edge/api-error.js';

export const UNKNOWN_REVIEW_MESSAGE = 'That review does not exist.';

export async function reviewPage(store: Store, query: AdminReviewQuery): Promise<AdminReviewPage> {
  const [list, switches] = await Promise.all([reviewsForMerchant(store, query), currentReviewSwitches()]);
  return { ...list, ...switches };
}

export async function moderate(store: Store, id: string, change: ReviewModeration): Promise<{ id: string; status: ReviewStatus; version: number }> {
  const moved = await moderateReview(store, id, change.status, change.expectedVersion);
  if (!moved) throw new ApiError(404, 'unknown-review', UNKNOWN_REVIEW_MESSAGE);
  return moved;
}
