/** The most of one entry a cart may hold, whatever the stock (one rule with the cart page's). */
export { MAX_ENTRY_QUANTITY } from '../../domain/commerce/entry-limit.js';

