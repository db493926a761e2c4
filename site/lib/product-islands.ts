/**
 * What the product page's islands need (islands/product-variants/product-data.ts), read from the
 * catalogue (live stock), and the buy box's engine markup tied to the add-to-cart form so that
 * it posts without JavaScript (site/pages/cart/add.ts).
 */
import type { ProductRecord } from '../db/index.js';
import { formFields } from '../server/product-form.js';
import { loadProduct } from './site-content.js';
import type { ProductData, ProductOption } from '../../islands/product-variants/product-data.js';

export const ADD_FORM_ID = 'add-to-cart-form';
export const ADD_FORM_ACTION = '/cart/add';
/** A form field holding an option's value: `option.<name>`. */
export const OPTION_FIELD_PREFIX = 'option.';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

export async function findProductData(idOrSlug: string): Promise<{ data: ProductData; path: string } | undefined> {
  const product = await loadProduct(idOrSlug);
  return product ? { data: productData(product), path: productPath(product) } : undefined;
}

function productPath(product: ProductRecord): string {
  const item = isObj(product.content) ? product.content : {};
  return typeof item['fullUrl'] === 'string' && item['fullUrl'].startsWith('/') ? item['fullUrl'] : `/shop/p/${encodeURIComponent(product.urlId)}`;
}

export function productData(product: ProductRecord): ProductData {
  const item = isObj(product.content) ? product.content : {};
  const content = isObj(item['structuredContent']) ? item['structuredContent'] : {};
  const fields = formFields(product.content);
  const form = isObj(content['additionalFieldsForm']) ? content['additionalFieldsForm'] : undefined;
  const images = new Map<string, string>();
  for (const v of Array.isArray(content['variants']) ? content['variants'] : []) {
    const url = isObj(v) && isObj(v['mainImage']) ? v['mainImage']['assetUrl'] : undefined;
    if (isObj(v) && typeof v['id'] === 'string' && typeof url === 'string') images.set(v['id'], url);
  }
  return {
    itemId: product.id,
    title: product.title,
    productType: product.productType,
    subscription: product.isSubscribable,
    express: content['expressCheckout'] === true,
    options: options(content['variantOptionOrdering'], product),
    variants: product.variants.map((v) => ({
      id: v.id, sku: v.sku, attributes: v.attributes, unlimited: v.unlimited, qtyInStock: v.qtyInStock,
      ...(images.has(v.id) ? { imageUrl: images.get(v.id) } : {}),
    })),
    ...(fields && form ? { form: { id: String(form['id'] ?? ''), name: String(form['name'] ?? ''), fields } } : {}),
  };
}

/** The options to choose from, as the variants select fragment lists them (domain/commerce). */
function options(ordering: unknown, product: ProductRecord): ProductOption[] {
  if (product.variants.length <= 1 || !Array.isArray(ordering)) return [];
  return ordering.map(String).map((name) => ({
    name,
    values: [...new Set(product.variants.map((v) => v.attributes[name]).filter((x): x is string => x !== undefined))],
  }));
}

/**
 * Ties the engine's buy box to the add-to-cart form: the variant selects and the quantity input
 * get a name and `form`, the add-to-cart `div role="button"` becomes a submit button (same
 * classes and data attributes), so the buy box posts before any script runs.
 */
export function enhanceBuyBox(html: string): string {
  const form = `form="${ADD_FORM_ID}"`;
  return html
    .replace(/<select ([^>]*?)data-variant-option-name="([^"]*)"/g, `<select $1data-variant-option-name="$2" name="${OPTION_FIELD_PREFIX}$2" ${form}`)
    .replace(/(<div class="product-quantity-input"[^>]*>[\s\S]*?<input )/, `$1name="quantity" ${form} `)
    .replace(
      /<div (class="sqs-add-to-cart-button [^"]*") role="button" tabindex="0"([^>]*)>(\s*)<div class="sqs-add-to-cart-button-inner">([\s\S]*?)<\/div>(\s*)<\/div>/,
      `<button type="submit" ${form} $1$2>$3<span class="sqs-add-to-cart-button-inner">$4</span>$5</button>`,
    );
}
