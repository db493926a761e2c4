/** The add-to-cart button's words and timings (spec 000 §4, §5, §8, §9), one place each. */
import { wordList } from '../../word-list.js';
export const ADDING_LABEL = 'Adding…';
export const ADDED_LABEL = 'Added!';
export const ADDED_ANNOUNCEMENT = 'added to cart';
export const VIEW_CART_LABEL = 'View Cart';
export const CART_PAGE = '/cart';
export const CHECKOUT_PAGE = '/checkout';
/** The gift-card page, given the item and the chosen denomination (its sku). */
export const GIFT_CARD_PAGE = '/checkout/gift-card';

export const TIMINGS = { addedAfterMs: 1000, idleAfterAddedMs: 2000, idleAfterErrorMs: 1000 } as const;

export const MISSING_VARIANT = 'Sorry, that item variant is unavailable. Please select another variant.';
export const OUT_OF_STOCK = 'Sorry, we do not have enough of that item available.';
export const QUANTITY_NOT_NUMBER = 'Quantity must be a number.';
export const QUANTITY_NOT_WHOLE = 'Quantity must be a whole number';
export const GIFT_CARD_DENOMINATION = 'Select a denomination for the Gift Card';

export const SESSION_EXPIRED = 'Your session has expired. Please reload the page and try again.';
export const ENABLE_COOKIES = 'Please enable cookies in your browser, reload the page, and try again.';
export const TRY_AGAIN_SOON = 'Please try again in a few seconds.';
export const CHECK_CONNECTION = 'Please check your internet connection.';
export const TRY_AGAIN = 'Please try again.';

export const TITLE_ADD = 'Unable to Add Item';
export const TITLE_EXPRESS = 'Unable to Purchase Item';
export const TITLE_GIFT_CARD = 'Unable to purchase Gift Card';
export const TITLE_OPEN_FORM = 'Unable to open form';

/** "Please select the … option(s)." for the options still unselected (one, two, more). */
export function unselectedMessage(names: readonly string[]): string {
  return names.length === 1 ? `Please select the ${names[0]} option.` : `Please select the ${wordList(names)} options.`;
}

export interface RequestFailure {
  status: number;
  code: string;
  message: string;
}

/**
 * What the visitor reads when a cart call failed (spec 000 §8). A refused crumb asks to enable
 * cookies when the browser keeps none, or when the server received none (a browser blocking a
 * static export's calls to the shop as third-party cookies still says cookies are on).
 */
export function failureMessage(failure: RequestFailure, cookiesOn: boolean): string {
  if (failure.status === 403 && failure.code === 'crumb-invalid') return cookiesOn && failure.message !== ENABLE_COOKIES ? SESSION_EXPIRED : ENABLE_COOKIES;
  if (failure.status === 429) return TRY_AGAIN_SOON;
  if (failure.status === 0) return CHECK_CONNECTION;
  return failure.message || TRY_AGAIN;
}
