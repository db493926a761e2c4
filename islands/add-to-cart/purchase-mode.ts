/**
 * Which kind of purchase a product's button makes, and the title of the alert its failure shows:
 * known at load (the button's alert), unlike the sending itself (purchase.ts, loaded on first use).
 */
import type { ProductData } from '../../domain/commerce/product-data.js';
import { GIFT_CARD } from '../../domain/enums/product-type-codes.js';
import { TITLE_ADD, TITLE_EXPRESS, TITLE_GIFT_CARD } from '../../domain/commerce/add-to-cart/messages.js';

export type PurchaseMode = 'cart' | 'express' | 'subscription' | 'gift-card';

export function purchaseMode(product: ProductData): PurchaseMode {
  if (product.subscription) return 'subscription';
  if (product.productType === GIFT_CARD) return 'gift-card';
  return product.express ? 'express' : 'cart';
}

/** The title of the alert a failure shows. */
export function alertTitle(mode: PurchaseMode): string {
  return mode === 'express' ? TITLE_EXPRESS : mode === 'gift-card' ? TITLE_GIFT_CARD : TITLE_ADD;
}
