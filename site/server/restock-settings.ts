import { demoStore } from '../lib/demo-store-data.js';

interface MerchandisingContext {
  mailingListSignUpEnabled?: unknown;
  restockNotificationMessages?: { successText?: unknown };
}

const contexts = (demoStore.shop.productMerchandisingContext ?? {}) as unknown as Record<string, MerchandisingContext>;

/** The spec's default success text of a restock sign-up. */
export const RESTOCK_SIGNED_UP_TEXT = 'Signed up!';

/** Whether the product offers the mailing-list checkbox (else the flag is not kept). */
export function mailingListOffered(productId: string): boolean {
  return contexts[productId]?.mailingListSignUpEnabled === true;
}

/** The store-configured success text of the product's restock form, else "Signed up!". */
export function restockSuccessText(productId: string): string {
  const text = contexts[productId]?.restockNotificationMessages?.successText;
  return typeof text === 'string' && text.trim() !== '' ? text : RESTOCK_SIGNED_UP_TEXT;
}
