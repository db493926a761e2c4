/**
 * The React islands a site page mounts, in the order they are written (where the layout's region
 * writes `{squarespace-footers}`), each with the props it hydrates with. The same components
 * are named with `client:load` in `site/pages/[...path].astro`, so that Astro builds their
 * client bundles.
 */
import Commerce from '../../islands/commerce/Commerce.js';
import FormIsland from '../../islands/form/FormIsland.js';
import CartPage from '../../islands/cart-page/CartPage.js';
import CartPill from '../../islands/cart-pill/CartPill.js';
import ReviewsRequest from '../../islands/reviews/ReviewsRequest.js';
import type { PageIslands } from '../../domain/page-islands.js';
import { islandMount as mount, type IslandMount } from './island-markup.js';

export function pageIslands(islands: PageIslands): IslandMount[] {
  const { commerce, forms, cartPage, cartPill, installments, productReviews, reviewsRequest } = islands;
  const mounts: IslandMount[] = [];
  // The reviews' loader is part of the commerce island (no file of its own), mounted for it when the page sells nothing.
  if (commerce || productReviews) mounts.push(mount('commerce/Commerce.tsx', 'Commerce', Commerce, { products: commerce?.products ?? {}, initialError: commerce?.initialError, captcha: islands.restock?.captcha ?? null, ...(productReviews ? { reviewsApiUrl: productReviews.apiUrl } : {}), ...(installments ? { installments } : {}) }));
  if (forms) mounts.push(mount('form/FormIsland.tsx', 'FormIsland', FormIsland, { captcha: forms.captcha }));
  if (cartPage) mounts.push(mount('cart-page/CartPage.tsx', 'CartPage', CartPage, {}));
  if (cartPill) mounts.push(mount('cart-pill/CartPill.tsx', 'CartPill', CartPill, {}));
  if (reviewsRequest) mounts.push(mount('reviews/ReviewsRequest.tsx', 'ReviewsRequest', ReviewsRequest, { request: reviewsRequest }));
  return mounts;
}
