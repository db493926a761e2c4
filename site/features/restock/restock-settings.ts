import { siteContent } from '../../server/store.js';

interface MerchandisingContext {
  mailingListSignUpEnabled?: unknown;
  restockNotificationMessages?: { successText?: unknown };
}

/** The stored merchandising context of a product (its products collection's, by product id). */
async function contextOf(productId: string): Promise<MerchandisingContext | undefined> {
  for (const record of (await siteContent()).content.collections) {
    const contexts = record.productMerchandisingContext;
    if (contexts && Object.hasOwn(contexts, productId)) return contexts[productId] as MerchandisingContext;
  }
  return undefined;
}

/** The spec's default success text of a restock sign-up. */
export const RESTOCK_SIGNED_UP_TEXT = 'Signed up!';

/** Whether the product offers the mailing-list checkbox (else the flag is not kept). */
export async function mailingListOffered(productId: string): Promise<boolean> {
  return (await contextOf(productId))?.mailingListSignUpEnabled === true;
}

/** The store-configured success text of the product's restock form, else "Signed up!". */
export async function restockSuccessText(productId: string): Promise<string> {
  const text = (await contextOf(productId))?.restockNotificationMessages?.successText;
  return typeof text === 'string' && text.trim() !== '' ? text : RESTOCK_SIGNED_UP_TEXT;
}
