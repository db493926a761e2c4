/**
 * The style that keeps a product's own scarcity view (`.product-scarcity` without
 * `data-variant-attributes`) out of the first render when the merchant did not set
 * `scarcityShownByDefault` and the product has options to choose: a variant's view shows only once
 * that variant is chosen (islands/commerce/scarcity-views.ts), so the product's view never shows.
 * Written in the head, so nothing flashes before the commerce island runs.
 */
import { isJsonObject, type JsonObject } from '../../domain/json-object.js';
import type { ProductData } from '../../domain/commerce/product-data.js';

const quoted = (id: string): string => `"${id.replace(/["\\]/g, '\\$&').replace(/[\n\r\f<>]/g, '')}"`;

export function scarcityStyle(products: Record<string, ProductData> | undefined, context: JsonObject): string {
  const merchandising = context['productMerchandisingContext'];
  if (!products || !isJsonObject(merchandising)) return '';
  const rules = Object.values(products).flatMap((product) => {
    const settings = Object.hasOwn(merchandising, product.itemId) ? merchandising[product.itemId] : undefined;
    const hides = isJsonObject(settings) && settings['scarcityEnabled'] === true && product.options.length > 0 && product.scarcityShownByDefault !== true;
    return hides ? [`[data-item-id=${quoted(product.itemId)}] .product-scarcity:not([data-variant-attributes]){display:none}`] : [];
  });
  return rules.length > 0 ? `<style data-scarcity>${rules.join('\n')}</style>` : '';
}
