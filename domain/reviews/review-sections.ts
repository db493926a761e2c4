/** What a page hands the reviews islands (site/features/reviews/page-reviews.ts builds them). */
import type { ReviewableProduct } from './review-rules.js';

/** The product page's reviews section: the product and where its approved reviews are read. */
export interface ProductReviewsSection {
  productId: string;
  apiUrl: string;
}

/** The order confirmation's review forms (page type 209's reviews request). */
export interface ReviewsRequest {
  pageType: number;
  orderId: string;
  /** The order's cart token when no visitor owns it (the page's own proof). */
  cartToken: string | null;
  products: ReviewableProduct[];
}
