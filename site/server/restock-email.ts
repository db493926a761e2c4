/**
 * The specification's email rule (restock sign-up, and email fields of forms): 3 to 256
 * characters matching a simple address whose last label has 2 to 4 letters or digits.
 */
export const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 256;

const SIMPLE_EMAIL = /^[^\s@<>()[\]\\,;:"]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z0-9]{2,4}$/;

export function isValidEmail(text: string): boolean {
  return text.length >= EMAIL_MIN_LENGTH && text.length <= EMAIL_MAX_LENGTH && SIMPLE_EMAIL.test(text);
}
