import { sql, type Expression, type SqlBool } from 'kysely';
import { StoreError } from './errors.js';
import { toVariantRecord, type VariantRecord } from './catalog.js';
import { likeContaining } from './like-pattern.js';
import type { Store } from './store.js';
import type { InventoryRow } from '../../domain/admin/store/inventory.js';
import { isHiddenProduct } from '../../domain/commerce/product-visibility.js';

export interface InventoryFilter {
  /** Matches the product's name or a variant's SKU, case-insensitively. */
  search: string;
  sort: 'name' | 'stock' | 'price';
  direction: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** A row of the inventory panel (domain/admin/store/inventory.ts) with its variants as stored. */
export type InventoryProduct = Omit<InventoryRow, 'variants'> & { variants: VariantRecord[] };

/** Unlimited stock sorts as a very large number (spec 001 §9). */
const UNLIMITED_RANK = 2_147_483_647;

const likePattern = (search: string): string => likeContaining(search.toLowerCase());

function matches(search: string): Expression<SqlBool> | undefined {
  if (search === '') return undefined;
  const pattern = likePattern(search);
  return sql<SqlBool>`(lower(p.title) like ${pattern} escape '\\' or exists (select 1 from variants s where s.product_id = p.id and lower(s.sku) like ${pattern} escape '\\'))`;
}

/**
 * One page of the inventory: products matching the search, sorted on name, total stock or lowest
 * price (ties by name, then id, so pages never overlap), each with its variants; and how many match.
 */
export async function inventoryPage(store: Store, filter: InventoryFilter): Promise<{ products: InventoryProduct[]; total: number }> {
  const where = matches(filter.search);
  const unit = sql<number>`case when v.on_sale = 1 then v.sale_price_cents else v.price_cents end`;
  const stockRank = sql<number>`case when max(v.unlimited) = 1 then ${sql.lit(UNLIMITED_RANK)} else coalesce(sum(v.qty_in_stock), 0) end`;
  const key = filter.sort === 'name' ? sql`lower(p.title)` : filter.sort === 'stock' ? stockRank : sql`coalesce(min(${unit}), 0)`;
  const dir = filter.direction === 'desc' ? sql`desc` : sql`asc`;

  let rowsQuery = store.db
    .selectFrom('products as p')
    .leftJoin('variants as v', 'v.product_id', 'p.id')
    .select([
      'p.id', 'p.title', 'p.url_id', 'p.product_type', 'p.version',
      sql<number>`coalesce(sum(v.qty_in_stock), 0)`.as('stock'),
      sql<number>`coalesce(max(v.unlimited), 0)`.as('unlimited'),
      sql<number>`coalesce(min(${unit}), 0)`.as('min_price'),
      sql<number>`coalesce(max(${unit}), 0)`.as('max_price'),
    ])
    .groupBy(['p.id', 'p.title', 'p.url_id', 'p.product_type', 'p.version'])
    .orderBy(sql`${key} ${dir}`)
    .orderBy(sql`lower(p.title)`)
    .orderBy('p.id')
    .limit(filter.limit)
    .offset(filter.offset);
  let countQuery = store.db.selectFrom('products as p').select((eb) => eb.fn.countAll().as('n'));
  if (where) {
    rowsQuery = rowsQuery.where(where);
    countQuery = countQuery.where(where);
  }
  const [rows, count] = await Promise.all([rowsQuery.execute(), countQuery.executeTakeFirst()]);
  const ids = rows.map((r) => r.id);
  const [variants, contents] = ids.length === 0
    ? [[], []]
    : await Promise.all([
      store.db.selectFrom('variants').selectAll().where('product_id', 'in', ids).orderBy('product_id').orderBy('position').execute(),
      store.db.selectFrom('products').select(['id', 'content']).where('id', 'in', ids).execute(),
    ]);
  const hidden = new Set(contents.filter((row) => isHiddenProduct(JSON.parse(row.content) as unknown)).map((row) => row.id));
  const byProduct = new Map<string, VariantRecord[]>();
  for (const row of variants) byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), toVariantRecord(row)]);
  return {
    total: Number(count?.n ?? 0),
    products: rows.map((r) => ({
      id: r.id,
      title: r.title,
      urlId: r.url_id,
      productType: r.product_type,
      version: r.version,
      visible: !hidden.has(r.id),
      stock: Number(r.stock),
      unlimited: Number(r.unlimited) === 1,
      minPriceCents: Number(r.min_price),
      maxPriceCents: Number(r.max_price),
      variants: byProduct.get(r.id) ?? [],
    })),
  };
}

export interface StockChange {
  qtyInStock: number;
  unlimited: boolean;
  /** The stock the edit was based on: another change since (an edit, a sale) makes it stale. */
  expected: { qtyInStock: number; unlimited: boolean };
}

/**
 * Sets a variant's stock if it is still what the edit was based on (one conditional update):
 * `unknown-variant` when there is no such variant, `stale-version` when its stock changed.
 */
export async function setVariantStock(store: Store, variantId: string, change: StockChange): Promise<VariantRecord> {
  const result = await store.db
    .updateTable('variants')
    .set({ qty_in_stock: change.qtyInStock, unlimited: change.unlimited ? 1 : 0 })
    .where('id', '=', variantId)
    .where('qty_in_stock', '=', change.expected.qtyInStock)
    .where('unlimited', '=', change.expected.unlimited ? 1 : 0)
    .executeTakeFirst();
  const row = await store.db.selectFrom('variants').selectAll().where('id', '=', variantId).executeTakeFirst();
  if (!row) throw new StoreError('unknown-variant');
  if (Number(result.numUpdatedRows) === 0) throw new StoreError('stale-version', { current: row.qty_in_stock });
  return toVariantRecord(row);
}
