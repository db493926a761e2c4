/**
 * The islands a page mounts, each with what it needs: read by the page (site/pipeline/), the blocks
 * that ask for islands (site/features/page-builder/block-definition.ts) and the door that mounts
 * them (site/http/page-islands.ts).
 */
import type { ProductData } from './commerce/product-data.js';
import type { ProductOffers } from './commerce/installments/shown-offer.js';
import type { CaptchaConfig } from './captcha/captcha-types.js';
import type { PopupSettings } from './popup-overlay/settings.js';
import type { PopupSlide } from './popup-overlay/popup-slide.js';
import type { ProductReviewsSection, ReviewsRequest } from './reviews/review-sections.js';

export interface PageIslands {
  /** Buy boxes of these products (by item id) get add to cart, variants and restock. */
  commerce?: { products: Record<string, ProductData>; initialError?: { itemId: string; message: string } };
  /** Site forms on the page (found by class in the browser). */
  forms?: { captcha: CaptchaConfig };
  /** The item's buy-now-pay-later offers (the pill beside its price). */
  installments?: { itemId: string; offers: ProductOffers };
  cartPage?: true;
  cartPill?: true;
  restock?: { captcha: CaptchaConfig };
  /** The product's approved reviews, loaded when the section scrolls near (site/features/reviews/). */
  productReviews?: ProductReviewsSection;
  /** The order confirmation's review forms (page type 209's reviews request). */
  reviewsRequest?: ReviewsRequest;
  /** The newsletter popup (its markup: site/pipeline/popup-markup.ts; its script: islands/popup-overlay/). */
  popup?: PopupSettings;
  /** The popup overlay's published slide, shown in the popup instead of the newsletter form (site/pipeline/page-slide.ts). */
  popupSlide?: PopupSlide;
}
