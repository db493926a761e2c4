/**
 * Whether this shop shows and collects product reviews now: the entitlements saved in the admin
 * (native or imported review display) and the operator's kill switch, `REVIEWS_KILL_SWITCH=1` in
 * the environment, which turns every review display and write off whatever the site says.
 */
import type { Entitlements } from '../../../domain/admin/entitlements.js';
import { reviewsCollected, reviewsShown, REVIEWS_OFF_MESSAGE } from '../../../domain/reviews/review-rules.js';
import { ApiError } from '../../edge/api-error.js';
import { currentEntitlements } from '../entitlements/entitlements.js';

export function reviewsKillSwitch(): boolean {
  const value = process.env['REVIEWS_KILL_SWITCH']?.trim().toLowerCase();
  return value === '1' || value === 'true' || value === 'on';
}

export interface ReviewSwitches {
  shown: boolean;
  collected: boolean;
}

export function reviewSwitches(entitlements: Entitlements): ReviewSwitches {
  const kill = reviewsKillSwitch();
  return { shown: reviewsShown(entitlements, kill), collected: reviewsCollected(entitlements, kill) };
}

export async function currentReviewSwitches(): Promise<ReviewSwitches> {
  return reviewSwitches(await currentEntitlements());
}

/** 403 `feature-unavailable` unless reviews are shown (`collected`: written) in this shop. */
export async function assertReviews(need: keyof ReviewSwitches): Promise<void> {
  if (!(await currentReviewSwitches())[need]) throw new ApiError(403, 'feature-unavailable', REVIEWS_OFF_MESSAGE);
}
