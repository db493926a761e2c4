/**
 * What search engines and link previews read in a page's head: the canonical link, Open Graph
 * and Twitter tags, and for a product its Product JSON-LD with one offer per variant (price,
 * currency, availability from the live stock). Absolute URLs start with the public origin
 * (`SITE_URL`, else where the server listens).
 */
import type { Route } from '../content/types.js';
import { publicOrigin } from '../server/site-info.js';
import { escapeHtml } from './html.js';
import type { PageObject } from './page-object.js';
import { isJsonObject, objectOf, textOf as text, type JsonObject } from '../../domain/json-object.js';
import type { JsonValue } from '../../engine/plugin.js';
import { readWebsiteSettings } from '../../domain/content/website-settings.js';
import { centsText } from '../../domain/money/money-json.js';
import { moneyCents } from '../../domain/money/minor-units.js';
import { variantMoney } from '../../domain/money/product-prices.js';
import { storeCurrencyOf } from '../../domain/money/store-currency.js';

const asJson = (value: unknown): JsonObject | undefined => (isJsonObject(value) ? value : undefined);

/** The path a search engine should index for the route; none for search, not-found and store pages but the cart. */
export function canonicalPath(route: Route): string | undefined {
  switch (route.kind) {
    case 'home':
      return '/';
    case 'item':
      return text(route.item['fullUrl']) || undefined;
    case 'collection':
      return text(route.collection.collection['fullUrl']) || undefined;
    case 'page':
      return route.page.page.homepage === true ? '/' : route.page.page.fullUrl;
    case 'platform':
      return route.name === 'cart' ? '/cart' : undefined;
    default:
      return undefined;
  }
}

interface Variant {
  sku: string;
  price: string;
  currency: string;
  inStock: boolean;
  image: string;
}

/** A product's variants with their price now, read by domain/money in the store currency (JPY "500", USD "5.00"). */
function variantsOf(item: JsonObject, storeCurrency: string): Variant[] {
  const variants = objectOf(item['structuredContent'])['variants'];
  if (!Array.isArray(variants)) return [];
  return variants.flatMap((raw): Variant[] => {
    const v = asJson(raw);
    if (!v) return [];
    const money = variantMoney(v as JsonValue, storeCurrency);
    if (!money) return [];
    const stock = typeof v['qtyInStock'] === 'number' ? v['qtyInStock'] : 0;
    return [{
      sku: text(v['sku']),
      price: centsText(moneyCents(money), money.currency),
      currency: money.currency,
      inStock: v['unlimited'] === true || stock > 0,
      image: text(objectOf(v['mainImage'])['assetUrl']),
    }];
  });
}

/** A product's JSON-LD (schema.org Product with its offers), or undefined for other pages. */
export function productJsonLd(item: JsonObject, url: string, origin: string, storeCurrency: string): JsonObject | undefined {
  const variants = variantsOf(item, storeCurrency);
  if (variants.length === 0) return undefined;
  const image = variants.find((v) => v.image)?.image;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: text(item['title']),
    ...(text(item['excerpt']) ? { description: text(item['excerpt']) } : {}),
    ...(image ? { image: new URL(image, origin).href } : {}),
    ...(variants.length === 1 && variants[0]?.sku ? { sku: variants[0].sku } : {}),
    offers: variants.map((v) => ({
      '@type': 'Offer',
      url,
      ...(v.sku ? { sku: v.sku } : {}),
      price: v.price,
      priceCurrency: v.currency,
      availability: v.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    })),
  };
}

/** What a page kept out of search engines says in its head (and `X-Robots-Tag` in its answer): no canonical, no previews. */
export const ROBOTS_NOINDEX_META = '<meta name="robots" content="noindex">';

/** JSON inside a script element: `<` escaped so no text can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function seoHtml(page: PageObject, origin = publicOrigin()): string {
  if (page.noindex === true) return ROBOTS_NOINDEX_META;
  const path = canonicalPath(page.route);
  const url = path ? new URL(path, origin).href : undefined;
  const website = asJson(page.context['website']);
  const item = page.route.kind === 'item' ? asJson(page.context['item']) : undefined;
  const product = item && url ? productJsonLd(item, url, origin, storeCurrencyOf(website)) : undefined;
  const imagePath = product ? text(product['image']) : '';
  const meta = (attribute: 'property' | 'name', key: string, content: string): string =>
    content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}">` : '';
  return [
    url ? `<link rel="canonical" href="${escapeHtml(url)}">` : '',
    meta('property', 'og:site_name', readWebsiteSettings(website).siteTitle),
    meta('property', 'og:type', product ? 'product' : 'website'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    url ? meta('property', 'og:url', url) : '',
    meta('property', 'og:image', imagePath),
    meta('name', 'twitter:card', imagePath ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', imagePath),
    product ? `<script type="application/ld+json">${scriptJson(product)}</script>` : '',
  ].filter(Boolean).join('\n');
}
