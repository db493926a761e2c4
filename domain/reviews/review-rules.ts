/**
 * Product reviews (spec 000 §2): what a shopper writes from the order confirmation, the states a
 * review goes through in the admin, and when the storefront shows or collects them. Shared by the
 * confirmation page's form, the product page's section, the admin's screen and the server.
 */
import { z } from 'zod';
import type { Entitlements } from '../admin/entitlements.js';

export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_LABELS: Readonly<Record<ReviewStatus, string>> = { pending: 'Waiting for approval', approved: 'Approved', hidden: 'Hidden' };

export const REVIEW_LIMITS = { title: 120, body: 5000, authorName: 80 } as const;
export const REVIEWS_PAGE_SIZE = 5;

/** Reviews show only when native or imported review display is on and no kill switch is set. */
export function reviewsShown(entitlements: Pick<Entitlements, 'nativeReviews' | 'importedReviews'>, killSwitch: boolean): boolean {
  return !killSwitch && (entitlements.nativeReviews || entitlements.importedReviews);
}

/** Shoppers may write reviews only when the shop collects its own (native) reviews. */
export function reviewsCollected(entitlements: Pick<Entitlements, 'nativeReviews'>, killSwitch: boolean): boolean {
  return !killSwitch && entitlements.nativeReviews;
}

const text = (missing: string, name: string, max: number) =>
  z
    .string({ required_error: missing, invalid_type_error: missing })
    .trim()
    .min(1, missing)
    .max(max, `${name} must be at most ${max} characters.`);

/** What a shopper types: shared by the form (checked as they submit) and the server. */
export const reviewFieldsSchema = z.object({
  rating: z
    .number({ required_error: 'Please choose a rating from 1 to 5 stars.', invalid_type_error: 'Please choose a rating from 1 to 5 stars.' })
    .int('Please choose a rating from 1 to 5 stars.')
    .min(1, 'Please choose a rating from 1 to 5 stars.')
    .max(5, 'Please choose a rating from 1 to 5 stars.'),
  title: text('Please enter a title.', 'Title', REVIEW_LIMITS.title),
  body: text('Please enter your review.', 'Your review', REVIEW_LIMITS.body),
  authorName: text('Please enter your name.', 'Your name', REVIEW_LIMITS.authorName),
});
export type ReviewFields = z.infer<typeof reviewFieldsSchema>;

/**
 * The write call: the fields and the proof of purchase, the order the confirmation page shows
 * (its id, and the cart token when no visitor owns the order), checked on the server against the
 * visitor's cookie as the confirmation page is.
 */
export const reviewSubmissionSchema = reviewFieldsSchema
  .extend({
    orderId: z.string({ required_error: 'orderId is required.', invalid_type_error: 'orderId must be a string.' }).regex(/^[0-9a-f]{24}$/, 'orderId is not an order of this shop.'),
    cartToken: z.string().max(200, 'cartToken is not valid.').optional(),
    productId: z.string({ required_error: 'productId is required.', invalid_type_error: 'productId must be a string.' }).min(1, 'productId is required.').max(200, 'productId is not valid.'),
  })
  .strict();
export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;

/** The product page's list: a page number from 1. */
export const reviewPageQuerySchema = z
  .object({ page: z.coerce.number({ invalid_type_error: 'page must be a number.' }).int('page must be a whole number.').min(1, 'page must be 1 or more.').max(10_000, 'page is too large.').default(1) })
  .strict();

/** The admin's list: a status filter (all when absent; pending ones first) and a page. */
export const adminReviewQuerySchema = z
  .object({
    status: z.enum(REVIEW_STATUSES, { errorMap: () => ({ message: `status must be one of ${REVIEW_STATUSES.join(', ')}.` }) }).optional(),
    page: z.coerce.number({ invalid_type_error: 'page must be a number.' }).int('page must be a whole number.').min(1, 'page must be 1 or more.').max(10_000, 'page is too large.').default(1),
  })
  .strict();
export type AdminReviewQuery = z.infer<typeof adminReviewQuerySchema>;

/** Approve, hide or restore (back to waiting), based on the version the screen showed. */
export const reviewModerationSchema = z
  .object({
    status: z.enum(REVIEW_STATUSES, { errorMap: () => ({ message: `status must be one of ${REVIEW_STATUSES.join(', ')}.` }) }),
    expectedVersion: z.number({ required_error: 'expectedVersion is required.', invalid_type_error: 'expectedVersion must be a number.' }).int().min(1, 'expectedVersion must be 1 or more.'),
  })
  .strict();
export type ReviewModeration = z.infer<typeof reviewModerationSchema>;

/** A review as the product page shows it. */
export interface PublicReview {
  id: string;
  rating: number;
  title: string;
  body: string;
  authorName: string;
  created: number;
}

export interface ReviewSummary {
  /** Mean rating rounded to one decimal; null without reviews. */
  average: number | null;
  count: number;
}

export interface ReviewPage {
  summary: ReviewSummary;
  reviews: PublicReview[];
  page: number;
  pageCount: number;
}

/** A review as the admin lists it. */
export interface AdminReview extends PublicReview {
  productId: string;
  productTitle: string;
  orderId: string;
  orderNumber: number;
  status: ReviewStatus;
  version: number;
  updated: number;
}

export interface AdminReviewPage {
  reviews: AdminReview[];
  page: number;
  pageCount: number;
  total: number;
  /** Whether the storefront shows and collects reviews now (the merchant is told when not). */
  shown: boolean;
  collected: boolean;
}

/** A product of an order the shopper may review, as the confirmation page lists it. */
export interface ReviewableProduct {
  productId: string;
  productName: string;
  /** The review already written from this order, if any. */
  reviewed: boolean;
}

export const REVIEWS_OFF_MESSAGE = 'Product reviews are not available in this shop.';
export const NOT_PURCHASED_MESSAGE = 'Only shoppers who bought this product can review it.';
export const ALREADY_REVIEWED_MESSAGE = 'You have already reviewed this product for this order.';
