/**
 * Which products a shopper may review: those of an order the confirmation page would show them
 * (the order id with their visitor cookie, or the cart token of an order placed without one, the
 * same rule as the page: site/features/checkout/checkout.ts `visitorOrder`), once it is paid or fulfilled.
 * The browser only names the order; what it holds is read here.
 */
import type { ReviewableProduct } from '../../../domain/reviews/review-rules.js';
import type { OrderView, Store } from '../../db/index.js';
import { reviewedProducts } from '../../db/reviews.js';

const REVIEWABLE_STATUSES: ReadonlySet<string> = new Set(['paid', 'fulfilled']);

export function orderReviewable(order: Pick<OrderView, 'status'>): boolean {
  return REVIEWABLE_STATUSES.has(order.status);
}

/** The distinct products of the order, in order, each with whether it was reviewed from it. */
export async function reviewableProducts(store: Store, order: OrderView): Promise<ReviewableProduct[]> {
  const reviewed = await reviewedProducts(store, order.id);
  const seen = new Map<string, ReviewableProduct>();
  for (const line of order.items) {
    if (!seen.has(line.itemId)) seen.set(line.itemId, { productId: line.itemId, productName: line.productName, reviewed: reviewed.has(line.itemId) });
  }
  return [...seen.values()];
}
