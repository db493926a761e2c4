/**
 * A product between the editor and the catalogue: the editor's input written as the catalogue's
 * rows and the content item the site's templates read (title, body, excerpt, images,
 * `structuredContent` with its variants, prices as money, subscription plan, form), keeping
 * whatever else the item carried, its rich text cleaned (site/content/content-cleaning.ts); and a stored product read back as the editor's input.
 */
import type { ProductRecord, ProductWrite } from '../../db/index.js';
import { itemUrl } from '../../content/urls.js';
import { type ProductInput, type VariantInput } from '../../../domain/admin/store/product-input.js';
import { decimalMoneyJson } from '../../../domain/money/money-json.js';
import { minorUnitsTyped, typedMinorUnits } from '../../../domain/money/typed-amount.js';
import { isJsonObject, type JsonObject } from '../../../domain/json-object.js';
import { relatedIdsOf } from '../../../domain/admin/store/related-products.js';
import { ProductType } from '../../../domain/enums/product-type.js';
import type { ImageFacts } from '../../pipeline/image-facts.js';
import { cleanItem } from '../../content/content-cleaning.js';

export interface ProductPlace {
  collectionId: string;
  collectionUrlId: string;
  currencyCode: string;
  /** The additional-fields form chosen, as the site stores it (id, name, fields). */
  form: JsonObject | undefined;
  /** `originalSize` and `systemDataVariants` of the images that have them (site/pipeline/image-facts.ts). */
  imageFacts: ReadonlyMap<string, ImageFacts>;
}

const money = (cents: number, currencyCode: string): JsonObject => ({ ...decimalMoneyJson(cents, currencyCode) });
/** A typed price in the store currency's minor units (blank: 0, kept "not set" by `priceUnset`). */
const cents = (typed: string, currencyCode: string): number => typedMinorUnits(typed, currencyCode) ?? 0;
const obj = (value: unknown): JsonObject => (isJsonObject(value) ? value : {});

/**
 * An image as content stores it: what the previous record of the same image carried, its size and
 * widths as they are now (a record of another image gives nothing, so no stale size stays).
 */
function imageRecord(url: string, previous: JsonObject, facts: ReadonlyMap<string, ImageFacts>): JsonObject {
  const kept = previous['assetUrl'] === url ? previous : {};
  return { ...kept, assetUrl: url, ...facts.get(url) };
}

function variantContent(v: VariantInput, id: string, previous: JsonObject, firstImage: string | undefined, options: string[], place: ProductPlace): JsonObject {
  const { currencyCode } = place;
  const price = cents(v.price, currencyCode);
  const sale = cents(v.salePrice, currencyCode);
  const image = v.imageUrl ?? firstImage;
  const content: JsonObject = {
    ...previous,
    id,
    sku: v.sku,
    attributes: Object.fromEntries(options.map((name) => [name, v.attributes[name] ?? ''])),
    optionValues: options.map((name) => ({ optionName: name, value: v.attributes[name] ?? '' })),
    price,
    priceMoney: money(price, currencyCode),
    salePrice: sale,
    salePriceMoney: money(sale, currencyCode),
    onSale: v.onSale,
    qtyInStock: v.qtyInStock,
    unlimited: v.unlimited,
  };
  if (image === undefined) delete content['mainImage'];
  else content['mainImage'] = imageRecord(image, obj(previous['mainImage']), place.imageFacts);
  // A blank price is "not set yet" (domain/admin/store/price-floor.ts): stored as 0, marked.
  if (v.price === '') content['priceUnset'] = true;
  else delete content['priceUnset'];
  return content;
}

/** The catalogue write of an edited (or new) product; `previous` is the stored content item. */
export function productWrite(input: ProductInput, previous: unknown, place: ProductPlace): ProductWrite {
  const before = obj(previous);
  const structuredBefore = obj(before['structuredContent']);
  const previousVariants = new Map<string, JsonObject>();
  for (const v of Array.isArray(structuredBefore['variants']) ? structuredBefore['variants'] : []) {
    if (isJsonObject(v) && typeof v['id'] === 'string') previousVariants.set(v['id'], v);
  }
  const previousImages = new Map<string, JsonObject>();
  for (const image of Array.isArray(before['images']) ? before['images'] : []) if (isJsonObject(image) && typeof image['assetUrl'] === 'string') previousImages.set(image['assetUrl'], image);
  const optionNames = input.options.map((o) => o.name);
  const subscribable = input.subscription !== null;
  const content = ({ productId, variantIds }: { productId: string; variantIds: string[] }): JsonObject => {
    const variants = input.variants.map((v, i) => {
      const id = variantIds[i] ?? productId;
      return variantContent(v, id, previousVariants.get(id) ?? {}, input.images[0], optionNames, place);
    });
    const structured: JsonObject = { ...structuredBefore, productType: input.productType, variantOptionOrdering: optionNames, variants };
    for (const key of ['isSubscribable', 'subscriptionPlan', 'productSubscriptionOptions', 'additionalFieldsFormId', 'additionalFieldsForm', 'priceMoney', 'salePriceMoney', 'onSale']) delete structured[key];
    if (input.subscription) {
      const previousOptions = Array.isArray(structuredBefore['productSubscriptionOptions']) ? structuredBefore['productSubscriptionOptions'] : [];
      const optionId = typeof obj(previousOptions[0])['id'] === 'string' ? obj(previousOptions[0])['id'] : `sub-${productId}`;
      structured['isSubscribable'] = true;
      structured['subscriptionPlan'] = input.subscription;
      structured['productSubscriptionOptions'] = [{ id: optionId, billingPeriod: input.subscription.billingPeriod }];
    }
    if (input.additionalFieldsFormId !== null && place.form) {
      structured['additionalFieldsFormId'] = input.additionalFieldsFormId;
      structured['additionalFieldsForm'] = place.form;
    }
    // A digital product's price block reads the product's own money (domain/money/product-prices.ts).
    const first = input.variants[0];
    if (input.productType === ProductType.byName.DIGITAL && first) {
      structured['priceMoney'] = money(cents(first.price, place.currencyCode), place.currencyCode);
      structured['salePriceMoney'] = money(cents(first.salePrice, place.currencyCode), place.currencyCode);
      structured['onSale'] = first.onSale;
    }
    const item: JsonObject = {
      ...before,
      id: productId,
      collectionId: typeof before['collectionId'] === 'string' ? before['collectionId'] : place.collectionId,
      recordType: 11,
      urlId: input.urlId,
      fullUrl: itemUrl(place.collectionUrlId, 'products', input.urlId),
      title: input.title,
      body: input.body,
      excerpt: input.excerpt,
      images: input.images.map((url) => imageRecord(url, previousImages.get(url) ?? {}, place.imageFacts)),
      structuredContent: structured,
    };
    if (input.excerpt === '') delete item['excerpt'];
    for (const key of ['assetUrl', 'originalSize', 'systemDataVariants']) delete item[key];
    const cover = input.images[0];
    const previousCover = Object.fromEntries(['assetUrl', 'originalSize', 'systemDataVariants'].filter((key) => before[key] !== undefined).map((key) => [key, before[key]]));
    if (cover !== undefined) Object.assign(item, imageRecord(cover, previousCover, place.imageFacts));
    const picks = input.relatedProductIds ?? relatedIdsOf(before);
    if (picks.length > 0) item['relatedProductIds'] = picks;
    else delete item['relatedProductIds'];
    if (input.visible) delete item['hidden'];
    else item['hidden'] = true;
    return cleanItem(item);
  };
  return {
    title: input.title,
    urlId: input.urlId,
    productType: input.productType,
    isSubscribable: subscribable,
    additionalFieldsFormId: input.additionalFieldsFormId,
    content,
    variants: input.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      attributes: Object.fromEntries(optionNames.map((name) => [name, v.attributes[name] ?? ''])),
      priceCents: cents(v.price, place.currencyCode),
      salePriceCents: cents(v.salePrice, place.currencyCode),
      onSale: v.onSale,
      qtyInStock: v.qtyInStock,
      unlimited: v.unlimited,
      stockBasis: v.stockBasis,
      weightGrams: v.weightGrams,
    })),
  };
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The product's images: its `images`, else its `assetUrl` and variant images, in order. */
function imagesOf(item: JsonObject, variants: JsonObject[]): string[] {
  const listed = Array.isArray(item['images']) ? item['images'].map((i) => str(obj(i)['assetUrl'])) : [];
  const found = listed.length > 0 ? listed : [str(item['assetUrl']), ...variants.map((v) => str(obj(v['mainImage'])['assetUrl']))];
  return [...new Set(found.filter((url) => url !== ''))];
}

/** A stored product as the editor's input, prices in the store currency (the stock it shows is the basis of the save). */
export function editorInput(product: ProductRecord, currencyCode: string): ProductInput {
  const item = obj(product.content);
  const structured = obj(item['structuredContent']);
  const contentVariants = (Array.isArray(structured['variants']) ? structured['variants'] : []).filter(isJsonObject);
  const images = imagesOf(item, contentVariants);
  const ordering = Array.isArray(structured['variantOptionOrdering']) ? structured['variantOptionOrdering'].map(String) : [];
  const names = ordering.length > 0 ? ordering : [...new Set(product.variants.flatMap((v) => Object.keys(v.attributes)))];
  const options = names.map((name) => ({
    name,
    values: [...new Set(product.variants.map((v) => v.attributes[name]).filter((x): x is string => x !== undefined && x !== ''))],
  })).filter((o) => o.values.length > 0);
  const bySku = new Map(contentVariants.map((v) => [str(v['sku']), v]));
  const plan = obj(structured['subscriptionPlan']);
  const period = obj(plan['billingPeriod']);
  const unit = str(period['unit']).toUpperCase();
  return {
    title: product.title,
    urlId: product.urlId,
    body: str(item['body']),
    excerpt: str(item['excerpt']),
    productType: product.productType,
    visible: item['hidden'] !== true,
    options,
    variants: product.variants.map((v) => {
      const image = str(obj(bySku.get(v.sku)?.['mainImage'])['assetUrl']);
      return {
        id: v.id,
        sku: v.sku,
        attributes: Object.fromEntries(options.map((o) => [o.name, v.attributes[o.name] ?? ''])),
        price: bySku.get(v.sku)?.['priceUnset'] === true ? '' : minorUnitsTyped(v.priceCents, currencyCode),
        salePrice: minorUnitsTyped(v.salePriceCents, currencyCode),
        onSale: v.onSale,
        qtyInStock: v.qtyInStock,
        unlimited: v.unlimited,
        stockBasis: { qtyInStock: v.qtyInStock, unlimited: v.unlimited },
        weightGrams: v.weightGrams,
        imageUrl: image === '' || image === images[0] ? null : image,
      };
    }),
    subscription: product.isSubscribable && (unit === 'WEEK' || unit === 'MONTH' || unit === 'YEAR')
      ? { billingPeriod: { value: Number(period['value']) || 1, unit }, numBillingCycles: Number(plan['numBillingCycles']) || 0 }
      : null,
    additionalFieldsFormId: product.additionalFieldsFormId ?? (str(structured['additionalFieldsFormId']) || null),
    images,
    relatedProductIds: relatedIdsOf(item),
  };
}
