/** What follows a chosen variant beyond the buy box, loaded on the first choice: its price (variant-price.ts) and its scarcity text (scarcity-views.ts). */
import type { ProductData } from '../../domain/commerce/product-data.js';
import { showScarcity } from './scarcity-views.js';
import { showVariantPrice } from './variant-price.js';

export function showVariant(variants: HTMLElement, productElement: HTMLElement, product: ProductData, variantId: string | null): void {
  showVariantPrice(variants, productElement, variantId);
  showScarcity(productElement, product, variantId);
}
