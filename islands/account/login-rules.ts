import { isEmailAddress } from '../../domain/email-address.js';

/** The sign-in form's own checks before calling, and the words for the server's refusals. */
export interface LoginErrors {
  email?: string;
  password?: string;
  /** The second step's code (two-step verification). */
  code?: string;
  /** The captcha the sign-in throttle asked for, not solved yet (or refused). */
  captcha?: string | undefined;
}

export function validateLogin(input: { email: string; password: string }): LoginErrors {
  const errors: LoginErrors = {};
  if (input.email.trim() === '') errors.email = 'Please enter your email.';
  else if (!isEmailAddress(input.email.trim())) errors.email = 'Please enter a valid email.';
  if (input.password === '') errors.password = 'Please enter your password.';
  return errors;
}

export function loginFailureMessage(result: { status: number; message: string }): string {
  if (result.status === 0) return 'The server could not be reached. Check your connection and try again.';
  if (result.status === 429) return result.message || 'Too many attempts. Please wait a minute and try again.';
  return result.message || 'Signing in failed. Please try again.';
}
