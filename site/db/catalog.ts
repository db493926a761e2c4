import type { Selectable } from 'kysely';
import { fixedQuery } from './fixed-query.js';
import type { ProductTable, VariantTable } from './schema.js';
import type { Store } from './store.js';

export interface VariantRecord {
  id: string;
  productId: string;
  sku: string;
  attributes: Record<string, string>;
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  /** What a buyer pays for one: the sale price when on sale. */
  unitPriceCents: number;
  qtyInStock: number;
  unlimited: boolean;
  /** One unit's weight in grams (0 when not set). */
  weightGrams: number;
}

export interface ProductRecord {
  id: string;
  urlId: string;
  title: string;
  productType: number;
  isSubscribable: boolean;
  additionalFieldsFormId: string | null;
  /** Goes up with every admin save; an edit names the version it was based on. */
  version: number;
  /** The content item the site owner wrote. */
  content: unknown;
  variants: VariantRecord[];
}

/** One result of the stock call (`commerce/inventory/stock/?itemId=`). */
export interface StockResult {
  itemId: string;
  variantId: string;
  sku: string;
  unlimited: boolean;
  qtyInStock: number;
}

export function toVariantRecord(row: Selectable<VariantTable>): VariantRecord {
  const onSale = row.on_sale === 1;
  return {
    id: row.id,
    productId: row.product_id,
    sku: row.sku,
    attributes: JSON.parse(row.attributes) as Record<string, string>,
    priceCents: row.price_cents,
    salePriceCents: row.sale_price_cents,
    onSale,
    unitPriceCents: onSale ? row.sale_price_cents : row.price_cents,
    qtyInStock: row.qty_in_stock,
    unlimited: row.unlimited === 1,
    weightGrams: Number(row.weight_grams ?? 0),
  };
}

function toProductRecord(row: Selectable<ProductTable>, variants: VariantRecord[]): ProductRecord {
  return {
    id: row.id,
    urlId: row.url_id,
    title: row.title,
    productType: row.product_type,
    isSubscribable: row.is_subscribable === 1,
    additionalFieldsFormId: row.additional_fields_form_id,
    version: row.version,
    content: JSON.parse(row.content) as unknown,
    variants,
  };
}

/** Every product in the owner's order, with its variants. */
export async function listProducts(store: Store): Promise<ProductRecord[]> {
  const [products, variants] = await Promise.all([
    store.db.selectFrom('products').selectAll().orderBy('position').execute(),
    store.db.selectFrom('variants').selectAll().orderBy('product_id').orderBy('position').execute(),
  ]);
  const byProduct = new Map<string, VariantRecord[]>();
  for (const v of variants) {
    const list = byProduct.get(v.product_id) ?? [];
    list.push(toVariantRecord(v));
    byProduct.set(v.product_id, list);
  }
  return products.map((p) => toProductRecord(p, byProduct.get(p.id) ?? []));
}

/** A product by id or by its URL slug. */
export async function findProduct(store: Store, idOrUrlId: string): Promise<ProductRecord | undefined> {
  const row = await productNamed.first(store.db, { idOrUrlId });
  if (!row) return undefined;
  const variants = await variantsInOrder.rows(store.db, { productId: row.id });
  return toProductRecord(row, variants.map(toVariantRecord));
}

/** Stock of each variant of an item; empty when the item does not exist. */
export async function stockForItem(store: Store, itemId: string): Promise<StockResult[]> {
  const rows = await store.db
    .selectFrom('variants')
    .select(['id', 'product_id', 'sku', 'unlimited', 'qty_in_stock'])
    .where('product_id', '=', itemId)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({ itemId: r.product_id, variantId: r.id, sku: r.sku, unlimited: r.unlimited === 1, qtyInStock: r.qty_in_stock }));
}

/** Sets a variant's stock (merchant restock, tests); false when the sku is unknown. */
export async function setStock(store: Store, sku: string, qtyInStock: number, unlimited = false): Promise<boolean> {
  if (!Number.isSafeInteger(qtyInStock) || qtyInStock < 0) throw new RangeError('stock must be a whole number ≥ 0');
  const result = await store.db
    .updateTable('variants')
    .set({ qty_in_stock: qtyInStock, unlimited: unlimited ? 1 : 0 })
    .where('sku', '=', sku)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Variant stock rows, and a version of the products' rows: their count, latest creation and the
 * sum of their versions (every admin save adds one), so a created, edited or deleted product
 * changes it.
 */
export async function catalogueState(store: Store): Promise<{ productsVersion: string; stock: StockResult[] }> {
  const [products, rows] = await Promise.all([
    store.db.selectFrom('products').select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('created_at').as('latest'), eb.fn.sum('version').as('edits')]).executeTakeFirst(),
    store.db.selectFrom('variants').select(['id', 'product_id', 'sku', 'unlimited', 'qty_in_stock']).orderBy('id').execute(),
  ]);
  return {
    productsVersion: `${String(products?.n ?? 0)}:${String(products?.latest ?? 0)}:${String(products?.edits ?? 0)}`,
    stock: rows.map((r) => ({ itemId: r.product_id, variantId: r.id, sku: r.sku, unlimited: r.unlimited === 1, qtyInStock: r.qty_in_stock })),
  };
}

const productNamed = fixedQuery(['idOrUrlId'], (db, a: { idOrUrlId: string }) =>
  db.selectFrom('products').selectAll().where((eb) => eb.or([eb('id', '=', a.idOrUrlId), eb('url_id', '=', a.idOrUrlId)])),
);

const variantsInOrder = fixedQuery(['productId'], (db, a: { productId: string }) =>
  db.selectFrom('variants').selectAll().where('product_id', '=', a.productId).orderBy('position'),
);
