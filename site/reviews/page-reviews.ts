/**
 * What pages carry of reviews: a product page, the section the reviews island fills (only when
 * reviews are shown); an order confirmation, its reviews request (page type 209: a form per
 * product of a paid order, only when the shop collects reviews).
 */
import type { Entitlements } from '../../domain/admin/entitlements.js';
import { PageType } from '../../domain/enums/page-type.js';
import { isJsonObject } from '../../domain/json-object.js';
import type { ReviewableProduct } from '../../domain/reviews/review-rules.js';
import type { OrderView, ProductRecord } from '../db/index.js';
import { apiStore } from '../server/store.js';
import { orderReviewable, reviewableProducts } from './proof-of-purchase.js';
import { reviewSwitches } from './review-switch.js';

export interface ProductReviewsSection {
  productId: string;
  apiUrl: string;
}

export interface ReviewsRequest {
  pageType: number;
  orderId: string;
  /** The order's cart token when no visitor owns it (the page's own proof). */
  cartToken: string | null;
  products: ReviewableProduct[];
}

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
