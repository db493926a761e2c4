/** The cart page product form's tracking events (spec 001 §2: open, close, submit), by their RecordEvent names. */
export const CART_FORM_EVENTS = {
  open: 'cart-page-product-form-open',
  close: 'cart-page-product-form-close',
  submit: 'cart-page-product-form-submit',
} as const;
export type CartFormEvent = keyof typeof CART_FORM_EVENTS;
