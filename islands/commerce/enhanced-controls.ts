/**
 * The server-rendered controls this island gives their behaviour, apart so that the page's first
 * script (early-press/) can keep presses on them without loading the island's code.
 */
/** The engine's add-to-cart button (templates/add-to-cart-btn.jsont). */
export const BUTTON_SELECTOR = '.sqs-add-to-cart-button[data-item-id]';
/** The quick-view button (templates/product-quick-view.jsont). */
export const QUICK_VIEW_SELECTOR = '.sqs-product-quick-view-button[data-id]';
