/** The offers the installment pill receives, and the one it shows (browser-side, no rules). */
import type { InstallmentOffer } from './installment-rules.js';

export interface PricedOffer {
  offer: InstallmentOffer;
  /** The price the offer splits, as money text ("$42.00"). */
  priceText: string;
}

export interface ProductOffers {
  fallback: PricedOffer;
  byVariant: Record<string, PricedOffer>;
  /** The static installment-info page of the shopper's locale the popup shows (info-pages.ts). */
  infoUrl?: string;
}

/** The offer for the chosen variant (null: none chosen yet). */
export function shownOffer(offers: ProductOffers, variantId: string | null): PricedOffer {
  return (variantId !== null && Object.hasOwn(offers.byVariant, variantId) ? offers.byVariant[variantId] : undefined) ?? offers.fallback;
}
