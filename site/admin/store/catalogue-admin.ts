/**
 * The products and inventory screens' server side: the inventory page, the product list, one
 * product for editing, the editor's choices (images, forms), and creating, saving and deleting
 * products. The catalogue's own refusals (URL or SKU taken, too many products) answer 400 naming
 * the field; a stale version 409; nothing is written unless every check passes.
 */
import {
  CatalogueInputError, createProduct, deleteProduct, findProduct, inventoryPage, listProducts, updateProduct, StoreError,
  type ProductRecord, type Store,
} from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';
import { allForms } from '../../features/forms/forms-registry.js';
import { siteContent, storeCurrency } from '../../server/store.js';
import { siteRuntime } from '../../pipeline/site-runtime.js';
import { MESSAGES } from '../../../domain/admin/content/limits.js';
import { productAmountIssues, variantCents, type ProductInput } from '../../../domain/admin/store/product-input.js';
import { PRICE_KEPT_MESSAGE, sellsForNothing, ZERO_PRICE_CODE, zeroPriceMessage } from '../../../domain/admin/store/price-floor.js';
import { INVENTORY_PAGE_SIZE, type InventoryPage, type InventoryQuery } from '../../../domain/admin/store/inventory.js';
import { PRODUCT_LIMITS, PRODUCTS_PER_COLLECTION_MESSAGE } from '../../../domain/admin/store/product-limits.js';
import type { ProductChoices, ProductEditorData, ProductList } from '../../../domain/admin/store/product-view.js';
import { isJsonObject, type JsonObject } from '../../../domain/json-object.js';
import { notAProductMessage, RELATED_TO_ITSELF_MESSAGE } from '../../../domain/admin/store/related-products.js';
import { imageFacts as imageFactsOf } from '../../pipeline/image-facts.js';
import { editorInput, productWrite, type ProductPlace } from './product-content.js';

export async function inventory(store: Store, query: InventoryQuery): Promise<InventoryPage> {
  const offset = (query.page - 1) * INVENTORY_PAGE_SIZE;
  const [{ products, total }, currencyCode] = await Promise.all([
    inventoryPage(store, { search: query.q, sort: query.sort, direction: query.dir, offset, limit: INVENTORY_PAGE_SIZE }),
    storeCurrency(),
  ]);
  return {
    page: query.page,
    pageSize: INVENTORY_PAGE_SIZE,
    total,
    hasNextPage: offset + products.length < total,
    currencyCode,
    rows: products.map((p) => ({
      id: p.id,
      title: p.title,
      urlId: p.urlId,
      productType: p.productType,
      version: p.version,
      visible: p.visible,
      stock: p.stock,
      unlimited: p.unlimited,
      minPriceCents: p.minPriceCents,
      maxPriceCents: p.maxPriceCents,
      variants: p.variants.map((v) => ({
        id: v.id,
        sku: v.sku,
        label: Object.values(v.attributes).join(' / '),
        priceCents: v.priceCents,
        salePriceCents: v.salePriceCents,
        onSale: v.onSale,
        qtyInStock: v.qtyInStock,
        unlimited: v.unlimited,
      })),
    })),
  };
}

const fullUrlOf = (product: ProductRecord): string => {
  const url = isJsonObject(product.content) ? product.content['fullUrl'] : undefined;
  return typeof url === 'string' ? url : '';
};

export async function productList(store: Store): Promise<ProductList> {
  const products = await listProducts(store);
  return {
    limit: PRODUCT_LIMITS.productsPerCollection,
    products: products.map((p) => ({
      id: p.id,
      title: p.title,
      urlId: p.urlId,
      productType: p.productType,
      visible: !(isJsonObject(p.content) && p.content['hidden'] === true),
      variantCount: p.variants.length,
      fullUrl: fullUrlOf(p),
    })),
  };
}

async function stored(store: Store, id: string): Promise<ProductRecord> {
  const product = await findProduct(store, id);
  if (!product || product.id !== id) throw new StoreError('unknown-item');
  return product;
}

/** The product as the editor shows it; picks of products deleted since are left out. */
export async function productEditor(store: Store, id: string): Promise<ProductEditorData> {
  const [product, all, currencyCode] = await Promise.all([stored(store, id), listProducts(store), storeCurrency()]);
  const known = new Set(all.map((p) => p.id));
  const input = editorInput(product, currencyCode);
  return { id: product.id, version: product.version, fullUrl: fullUrlOf(product), product: { ...input, relatedProductIds: (input.relatedProductIds ?? []).filter((pick) => known.has(pick)) } };
}

/** Forms a product may ask for: the site's forms and those products already embed, by id. */
async function knownForms(store: Store): Promise<Map<string, JsonObject>> {
  const forms = new Map<string, JsonObject>();
  for (const form of await allForms()) forms.set(form.id, { id: form.id, name: form.name, fields: form.fields });
  for (const product of await listProducts(store)) {
    const structured = isJsonObject(product.content) && isJsonObject(product.content['structuredContent']) ? product.content['structuredContent'] : {};
    const form = structured['additionalFieldsForm'];
    if (isJsonObject(form) && typeof form['id'] === 'string' && !forms.has(form['id'])) forms.set(form['id'], form);
  }
  return forms;
}

export async function productChoices(store: Store): Promise<ProductChoices> {
  const [site, products, forms, currencyCode] = await Promise.all([siteRuntime(), listProducts(store), knownForms(store), storeCurrency()]);
  const images = new Set<string>();
  for (const file of site.folder?.assets ?? []) if (/\.(svg|png|jpe?g|gif|webp|avif)$/i.test(file)) images.add(`/${file}`);
  for (const product of products) for (const url of editorInput(product, currencyCode).images) images.add(url);
  return {
    images: [...images].sort(),
    forms: [...forms.values()].map((f) => ({ id: String(f['id']), name: typeof f['name'] === 'string' ? f['name'] : String(f['id']) })),
    currencyCode,
  };
}

async function placeFor(store: Store, input: ProductInput, previous: ProductRecord | undefined): Promise<ProductPlace> {
  const [snapshot, currencyCode] = await Promise.all([siteContent(), storeCurrency()]);
  const previousCollection = previous && isJsonObject(previous.content) ? previous.content['collectionId'] : undefined;
  const collections = snapshot.content.collections.filter((c) => c.collection.typeName === 'products');
  const collection = collections.find((c) => c.collection.id === previousCollection) ?? collections[0];
  if (!collection) throw new ApiError(409, 'no-products-collection', 'This site has no products collection to put products in.');
  let form: JsonObject | undefined;
  if (input.additionalFieldsFormId !== null) {
    form = (await knownForms(store)).get(input.additionalFieldsFormId);
    if (!form) throw invalid([{ path: 'additionalFieldsFormId', message: MESSAGES.option(input.additionalFieldsFormId) }]);
  }
  const imageFacts = await imageFactsOf(store, await siteRuntime(), [...input.images, ...input.variants.flatMap((v) => (v.imageUrl === null ? [] : [v.imageUrl]))]);
  return { collectionId: collection.collection.id, collectionUrlId: collection.collection.urlId, currencyCode, form, imageFacts };
}

/** Each pick names another product of the catalogue (400 naming `relatedProductIds.<i>` otherwise). */
async function assertRelatedPicks(store: Store, input: ProductInput, productId: string | undefined): Promise<void> {
  const picks = input.relatedProductIds ?? [];
  if (picks.length === 0) return;
  const known = new Set((await listProducts(store)).map((p) => p.id));
  const issues = picks.flatMap((id, i) => {
    const path = `relatedProductIds.${String(i)}`;
    if (id === productId) return [{ path, message: RELATED_TO_ITSELF_MESSAGE }];
    return known.has(id) ? [] : [{ path, message: notAProductMessage(id) }];
  });
  if (issues.length > 0) throw invalid(issues);
}

function invalid(issues: readonly { path: string; message: string }[]): ApiError {
  return new ApiError(400, 'invalid-input', [...new Set(issues.map((i) => i.message))].join(' '), issues);
}

async function catalogueRules<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CatalogueInputError) throw invalid(error.issues);
    throw error;
  }
}

/** A price of 0.00 is saved only when the request confirms it (409 naming the product otherwise). */
function assertZeroPriceConfirmed(input: ProductInput, confirmed: boolean | undefined, currencyCode: string): void {
  if (confirmed === true) return;
  const free = input.variants.some((v) => v.price !== '' && sellsForNothing(variantCents(v, currencyCode)));
  if (free) throw new ApiError(409, ZERO_PRICE_CODE, zeroPriceMessage([input.title]), [{ path: 'confirmZeroPrice', message: zeroPriceMessage([input.title]) }]);
}

/**
 * A variant that has a price keeps one: blanking it (to "not set yet") could leave it in shoppers'
 * carts at 0.00. A new variant may start without one (the product then stays hidden).
 */
/** Prices the store currency cannot hold ("12.345" in USD) are refused, naming the field (400). */
function assertAmountsFit(input: ProductInput, currencyCode: string): void {
  const issues = productAmountIssues(input, currencyCode);
  if (issues.length > 0) throw invalid(issues);
}

function assertPricesKept(input: ProductInput, previous: ProductRecord, currencyCode: string): void {
  const priced = new Set(editorInput(previous, currencyCode).variants.filter((v) => v.price !== '' && v.id !== undefined).map((v) => v.id));
  const issues = input.variants.flatMap((v, i) => (v.price === '' && v.id !== undefined && priced.has(v.id) ? [{ path: `variants.${String(i)}.price`, message: PRICE_KEPT_MESSAGE }] : []));
  if (issues.length > 0) throw invalid(issues);
}

export async function createFromInput(store: Store, input: ProductInput, confirmZeroPrice?: boolean): Promise<ProductEditorData> {
  const currencyCode = await storeCurrency();
  assertAmountsFit(input, currencyCode);
  assertZeroPriceConfirmed(input, confirmZeroPrice, currencyCode);
  if (input.variants.some((v) => v.id !== undefined)) throw invalid([{ path: 'variants', message: 'a new product cannot name stored variants' }]);
  await assertRelatedPicks(store, input, undefined);
  const place = await placeFor(store, input, undefined);
  const limit = { collectionId: place.collectionId, max: PRODUCT_LIMITS.productsPerCollection, message: PRODUCTS_PER_COLLECTION_MESSAGE };
  const created = await catalogueRules(() => createProduct(store, productWrite(input, undefined, place), limit));
  return { id: created.id, version: created.version, fullUrl: fullUrlOf(created), product: editorInput(created, currencyCode) };
}

export async function updateFromInput(store: Store, id: string, version: number, input: ProductInput, confirmZeroPrice?: boolean): Promise<ProductEditorData> {
  const currencyCode = await storeCurrency();
  assertAmountsFit(input, currencyCode);
  assertZeroPriceConfirmed(input, confirmZeroPrice, currencyCode);
  const previous = await stored(store, id);
  assertPricesKept(input, previous, currencyCode);
  await assertRelatedPicks(store, input, id);
  const place = await placeFor(store, input, previous);
  const saved = await catalogueRules(() => updateProduct(store, id, version, productWrite(input, previous.content, place)));
  return { id: saved.id, version: saved.version, fullUrl: fullUrlOf(saved), product: editorInput(saved, currencyCode) };
}

export async function removeProduct(store: Store, id: string, version: number): Promise<void> {
  await stored(store, id);
  await deleteProduct(store, id, version);
}
