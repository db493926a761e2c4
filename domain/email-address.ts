/**
 * The email rule, in one place.
 *
 * `EMAIL_ADDRESS`: an address the site keeps or writes to (accounts and users, a form's
 * notification recipient, content links, create-admin): name@domain.tld with none of the
 * characters an address never holds unquoted, the last label of two characters or more.
 *
 * `isVisitorEmail`: what a visitor types in a restock sign-up or a form's email field, as the
 * specification says (000 §Restock, §Forms): 3 to 256 characters matching a simple address whose
 * last label has 2 to 4 letters or digits.
 */
export const EMAIL_ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

export const VISITOR_EMAIL_MIN_LENGTH = 3;
export const VISITOR_EMAIL_MAX_LENGTH = 256;

const VISITOR_EMAIL = /^[^\s@<>()[\]\\,;:"]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z0-9]{2,4}$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value);
}

export function isVisitorEmail(text: string): boolean {
  return text.length >= VISITOR_EMAIL_MIN_LENGTH && text.length <= VISITOR_EMAIL_MAX_LENGTH && VISITOR_EMAIL.test(text);
}
