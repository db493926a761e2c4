/**
 * What pages carry of reviews: a product page, the section the reviews island fills (only when
 * reviews are shown); an order confirmation, its reviews request (page type 209: a form per
 * product of a paid order, only when the shop collects reviews), and the template's form per product.
 */
import type { Entitlements } from '../../../domain/admin/entitlements.js';
import { PageType } from '../../../domain/enums/page-type.js';
import { isJsonObject } from '../../../domain/json-object.js';
import { REVIEW_LIMITS } from '../../../domain/reviews/review-rules.js';
import type { ProductReviewsSection, ReviewsRequest } from '../../../domain/reviews/review-sections.js';
import type { OrderView, ProductRecord } from '../../db/index.js';
import type { ReviewFlash } from './review-flash.js';
import { apiStore } from '../../server/store.js';
import { orderReviewable, reviewableProducts } from './proof-of-purchase.js';
import { reviewSwitches } from './review-switch.js';

/** The product page's reviews section, when the page shows a product and reviews are shown. */
export function productReviewsSection(context: Record<string, unknown>, entitlements: Entitlements, catalogue: readonly ProductRecord[]): ProductReviewsSection | undefined {
  const item = context['item'];
  if (!isJsonObject(item) || typeof item['id'] !== 'string' || !reviewSwitches(entitlements).shown) return undefined;
  const productId = item['id'];
  if (!catalogue.some((p) => p.id === productId)) return undefined;
  return { productId, apiUrl: `/api/reviews/${encodeURIComponent(productId)}` };
}

/** The confirmation page's reviews request, when the shop collects reviews and the order is paid. */
export async function reviewsRequest(order: OrderView, entitlements: Entitlements): Promise<ReviewsRequest | undefined> {
  if (!reviewSwitches(entitlements).collected || !orderReviewable(order)) return undefined;
  const products = await reviewableProducts(await apiStore(), order);
  if (products.length === 0) return undefined;
  return { pageType: PageType.byName['reviews-request'], orderId: order.id, cartToken: order.visitorId === null ? order.purchasedCartId : null, products };
}

const STARS = [1, 2, 3, 4, 5] as const;
const FIELDS = ['rating', 'title', 'body', 'authorName'] as const;

/**
 * What the confirmation template receives of its reviews request: per product, the plain form
 * posted without JavaScript (to /checkout/review, with the crumb and the proof of purchase), and
 * the outcome of the last post when it was this product's: sent, or the refusal beside the fields.
 */
export function reviewsRequestContext(request: ReviewsRequest, crumb: string, flash: ReviewFlash | undefined) {
  return {
    ...request,
    products: request.products.map((product) => {
      const outcome = flash?.productId === product.productId ? flash : undefined;
      const refused = outcome && !outcome.sent ? outcome : undefined;
      const values = refused?.values ?? {};
      const errors = Object.fromEntries(FIELDS.flatMap((field) => {
        const issue = refused?.issues.find((i) => i.path === field);
        return issue ? [[field, issue.message]] : [];
      }));
      return {
        ...product,
        anchor: `review-${encodeURIComponent(product.productId)}`,
        sent: outcome?.sent === true,
        form: {
          orderId: request.orderId,
          cartToken: request.cartToken,
          productId: product.productId,
          crumb,
          limits: REVIEW_LIMITS,
          stars: STARS.map((value) => ({ value, label: value === 1 ? '1 star' : `${value} stars`, checked: values['rating'] === String(value) })),
          values: { title: values['title'] ?? '', body: values['body'] ?? '', authorName: values['authorName'] ?? '' },
          errors,
          // A refusal not about one field (not purchased, already reviewed, session expired…).
          message: refused && Object.keys(errors).length === 0 ? refused.message : '',
        },
      };
    }),
  };
}
