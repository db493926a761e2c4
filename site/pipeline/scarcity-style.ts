/**
 * The first render of a product's scarcity views (`{item|product-scarcity}`), written in the head
 * so nothing flashes or waits for a script, for products with options (a product without has its
 * one variant chosen from the start: the fragment's own output is right). Before a choice, as
 * domain/commerce/scarcity-shown.ts says: without `scarcityShownByDefault` the product's own view
 * (no `data-variant-attributes`) is hidden; with it and no view of its own, the least-stocked
 * variant's view is shown until the commerce island follows the choices (`scarcity-followed`,
 * islands/commerce/scarcity-views.ts).
 */
import { isJsonObject, type JsonObject } from '../../domain/json-object.js';
import type { ProductData } from '../../domain/commerce/product-data.js';
import { shownScarcityViews, type ScarcityView } from '../../domain/commerce/scarcity-shown.js';

const quoted = (text: string): string => `"${text.replace(/["\\]/g, '\\$&').replace(/[\n\r\f<>]/g, '')}"`;

function viewsOf(settings: JsonObject): ScarcityView[] {
  const views = Array.isArray(settings['scarcityTemplateViews']) ? settings['scarcityTemplateViews'] : [];
  return views.map((view) => {
    const attributes = isJsonObject(view) && isJsonObject(view['attributes']) ? (view['attributes'] as Record<string, string>) : undefined;
    return { attributes };
  });
}

function rulesOf(product: ProductData, settings: JsonObject): string[] {
  const item = `[data-item-id=${quoted(product.itemId)}]`;
  if (product.scarcityShownByDefault !== true) return [`${item} .product-scarcity:not([data-variant-attributes]){display:none}`];
  const views = viewsOf(settings);
  return [...shownScarcityViews(views, null, true, product.variants)].flatMap((index) => {
    const attributes = views[index]?.attributes;
    return attributes ? [`${item}:not(.scarcity-followed) .product-scarcity[data-variant-attributes=${quoted(JSON.stringify(attributes))}]{display:block}`] : [];
  });
}

export function scarcityStyle(products: Record<string, ProductData> | undefined, context: JsonObject): string {
  const merchandising = context['productMerchandisingContext'];
  if (!products || !isJsonObject(merchandising)) return '';
  const rules = Object.values(products).flatMap((product) => {
    const settings = Object.hasOwn(merchandising, product.itemId) ? merchandising[product.itemId] : undefined;
    return isJsonObject(settings) && settings['scarcityEnabled'] === true && product.options.length > 0 ? rulesOf(product, settings) : [];
  });
  return rules.length > 0 ? `<style data-scarcity>${rules.join('\n')}</style>` : '';
}
