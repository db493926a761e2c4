import type { ProductRecord, VariantRecord } from './catalog.js';
import { PHYSICAL } from '../../domain/enums/product-type.js';
import { isJsonObject, type JsonObject } from '../../domain/json-object.js';
import { storeCurrencyOf } from '../../domain/money/store-currency.js';
import { readPrice } from '../../domain/money/money.js';
import { moneyCents } from '../../domain/money/minor-units.js';

/** A variant as the content describes it (the record's product id and unit price are derived). */
export type SeedVariant = Omit<VariantRecord, 'productId' | 'unitPriceCents'>;

/** A product as the content describes it. */
export type SeedProduct = Omit<ProductRecord, 'variants' | 'version'> & { variants: SeedVariant[] };

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const bool = (v: unknown): boolean => v === true;

/**
 * The products of a site's content: the items of `items` and of every `collections[].items`
 * that carry a price or variants. Fields are read from the item or its `structuredContent`
 * (the specification's product shape). An item without variants is one variant whose sku is
 * the item's `sku` or its id; `stock` / `qtyInStock` and `unlimited` give its stock.
 */
export function productsFromContent(content: unknown): SeedProduct[] {
  if (!isJsonObject(content)) throw new Error('site content must be an object');
  const currency = storeCurrencyOf(content['website']);
  const items: unknown[] = [];
  if (Array.isArray(content['items'])) items.push(...content['items']);
  if (Array.isArray(content['collections'])) {
    for (const collection of content['collections']) {
      if (isJsonObject(collection) && Array.isArray(collection['items'])) items.push(...collection['items']);
    }
  }
  const products: SeedProduct[] = [];
  for (const item of items) {
    if (!isJsonObject(item)) continue;
    const product = productFromItem(item, currency);
    if (product) products.push(product);
  }
  return products;
}

function productFromItem(item: JsonObject, currency: string): SeedProduct | undefined {
  const id = str(item['id']);
  const structured = isJsonObject(item['structuredContent']) ? item['structuredContent'] : {};
  const field = (name: string): unknown => structured[name] ?? item[name];
  const rawVariants = field('variants');
  const hasPrice = field('price') !== undefined || field('priceMoney') !== undefined;
  if (id === undefined || (!Array.isArray(rawVariants) && !hasPrice)) return undefined;

  const variants = Array.isArray(rawVariants) && rawVariants.length > 0
    ? rawVariants.filter(isJsonObject).map((v, i) => variantFrom(v, `${id}-v${i + 1}`, `${id}-${i + 1}`, currency))
    : [variantFrom({ ...item, ...structured, id: undefined }, `${id}-v1`, str(field('sku')) ?? id, currency)];
  return {
    id,
    urlId: str(item['urlId']) ?? id,
    title: str(item['title']) ?? id,
    productType: num(field('productType')) ?? PHYSICAL,
    isSubscribable: bool(field('isSubscribable')),
    additionalFieldsFormId: str(field('additionalFieldsFormId')) ?? null,
    content: item,
    variants,
  };
}

function variantFrom(v: JsonObject, defaultId: string, defaultSku: string, currency: string): SeedVariant {
  const attributes: Record<string, string> = {};
  if (isJsonObject(v['attributes'])) {
    for (const [name, value] of Object.entries(v['attributes'])) if (typeof value === 'string') attributes[name] = value;
  }
  const stock = num(v['qtyInStock']) ?? num(v['stock']) ?? 0;
  return {
    id: str(v['id']) ?? defaultId,
    sku: str(v['sku']) ?? defaultSku,
    attributes,
    priceCents: cents(v['price'], v['priceMoney'], currency),
    salePriceCents: cents(v['salePrice'], v['salePriceMoney'], currency),
    weightGrams: Math.max(0, Math.round(num(v['weightGrams']) ?? 0)),
    onSale: bool(v['onSale']),
    qtyInStock: Math.max(0, Math.trunc(stock)),
    unlimited: bool(v['unlimited']),
  };
}

/** Minor units from a number already in cents, else from a money object's decimal value. */
function cents(amount: unknown, money: unknown, currency: string): number {
  const direct = num(amount);
  if (direct !== undefined) return Math.round(direct);
  return isJsonObject(money) ? moneyCents(readPrice(money, currency)) : 0;
}
