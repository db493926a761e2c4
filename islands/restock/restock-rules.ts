/** Restock sign-up rules (spec §3, §4, §5): the email check, the payload, which view shows. */
import { isVisitorEmail } from '../../domain/email-address.js';

export const RESTOCK_MESSAGES = {
  emailBlank: 'Email cannot be blank',
  emailInvalid: 'Email is invalid',
  captchaIncomplete: 'Complete CAPTCHA before submitting.',
  signedUp: 'Signed up!',
  /** Ours: a failure without a server message. */
  failed: 'Unable to sign up. Please try again later.',
} as const;

export const RESTOCK_PATH = '/api/site-users/account/notifications/restock';

export function restockEmailError(text: string): string | undefined {
  const email = text.trim();
  if (email === '') return RESTOCK_MESSAGES.emailBlank;
  return isVisitorEmail(email) ? undefined : RESTOCK_MESSAGES.emailInvalid;
}

export interface RestockPayload {
  isJoinMailingList: boolean;
  productId: string;
  variantId: string;
  siteVisitorEmail: string;
  captchaToken?: string;
}

export function restockPayload(view: { productId: string; variantId: string }, email: string, join: boolean, captchaToken?: string | null): RestockPayload {
  const payload: RestockPayload = { isJoinMailingList: join, productId: view.productId, variantId: view.variantId, siteVisitorEmail: email.trim() };
  if (typeof captchaToken === 'string') payload.captchaToken = captchaToken;
  return payload;
}

/** The success text: the server's (the store's configured text), else "Signed up!". */
export function successText(data: unknown): string {
  const message = data !== null && typeof data === 'object' ? (data as Record<string, unknown>)['message'] : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : RESTOCK_MESSAGES.signedUp;
}

/** The `variant-change` event's detail (dispatched by the variant selects on the product element). */
