import type { Kysely } from 'kysely';
import { findProduct, type ProductRecord } from './catalog.js';
import { StoreError } from './errors.js';
import { newId } from './ids.js';
import type { Database } from './schema.js';
import type { Store } from './store.js';
import { lockForUpdate, writeTransaction } from './transaction.js';
import { variantColumns, type VariantFields } from './variant-columns.js';

/** A rule of the catalogue an edit broke (a URL or SKU already taken, too many products): 400, nothing written. */
export class CatalogueInputError extends Error {
  constructor(readonly issues: readonly { path: string; message: string }[]) {
    super(issues.map((i) => i.message).join(' '));
    this.name = 'CatalogueInputError';
  }
}

export interface VariantWrite extends VariantFields {
  /** Absent for a new variant. */
  id?: string | undefined;
  /** The stock the editor showed; a sale or stock edit since makes the save stale. */
  stockBasis?: { qtyInStock: number; unlimited: boolean } | undefined;
}

export interface ProductWrite {
  title: string;
  urlId: string;
  productType: number;
  isSubscribable: boolean;
  additionalFieldsFormId: string | null;
  /** The content item; `variants` ids are filled in by the write (`contentFor`). */
  content: (ids: { productId: string; variantIds: string[] }) => Record<string, unknown>;
  variants: VariantWrite[];
}

export interface CreateLimit {
  /** Products of the same collection (by the content's `collectionId`) allowed at most. */
  collectionId: string;
  max: number;
  message: string;
}

type Trx = Kysely<Database>;

async function assertFree(trx: Trx, write: ProductWrite, productId: string | undefined): Promise<void> {
  const issues: { path: string; message: string }[] = [];
  const urlOwner = await trx.selectFrom('products').select('id').where('url_id', '=', write.urlId).executeTakeFirst();
  if (urlOwner && urlOwner.id !== productId) issues.push({ path: 'urlId', message: `Another product already uses this URL: ${write.urlId}` });
  const skus = write.variants.map((v) => v.sku);
  const taken = await trx.selectFrom('variants').select(['sku', 'product_id']).where('sku', 'in', skus).execute();
  for (const row of taken) {
    if (row.product_id === productId) continue;
    const index = skus.indexOf(row.sku);
    issues.push({ path: `variants.${String(index)}.sku`, message: `Another product already uses this SKU: ${row.sku}` });
  }
  if (issues.length > 0) throw new CatalogueInputError(issues);
}

/** The product row's columns a create and an update both write. */
function productColumns(write: ProductWrite, productId: string, variantIds: string[]): Pick<Database['products'], 'url_id' | 'title' | 'product_type' | 'is_subscribable' | 'additional_fields_form_id' | 'content'> {
  return {
    url_id: write.urlId,
    title: write.title,
    product_type: write.productType,
    is_subscribable: write.isSubscribable ? 1 : 0,
    additional_fields_form_id: write.additionalFieldsFormId,
    content: JSON.stringify(write.content({ productId, variantIds })),
  };
}

function variantRow(v: VariantWrite, id: string, productId: string, position: number) {
  return { id, ...variantColumns(v, productId, position) };
}

/** Adds a product at the end of the owner's order; the collection's limit is checked in the same transaction. */
export async function createProduct(store: Store, write: ProductWrite, limit: CreateLimit): Promise<ProductRecord> {
  const productId = newId();
  const variantIds = write.variants.map(() => newId());
  await writeTransaction(store, async (trx) => {
    const existing = await trx.selectFrom('products').select(['content', 'position']).execute();
    const inCollection = existing.filter((row) => (JSON.parse(row.content) as { collectionId?: unknown }).collectionId === limit.collectionId).length;
    if (inCollection >= limit.max) throw new CatalogueInputError([{ path: 'body', message: limit.message }]);
    await assertFree(trx, write, undefined);
    const position = existing.reduce((max, row) => Math.max(max, row.position + 1), 0);
    await trx
      .insertInto('products')
      .values({
        id: productId,
        ...productColumns(write, productId, variantIds),
        position,
        created_at: Date.now(),
      })
      .execute();
    await trx.insertInto('variants').values(write.variants.map((v, i) => variantRow(v, variantIds[i] ?? newId(), productId, i))).execute();
  });
  const created = await findProduct(store, productId);
  if (!created) throw new StoreError('unknown-item');
  return created;
}

async function lockedProduct(store: Store, trx: Trx, productId: string, expectedVersion: number) {
  const row = await lockForUpdate(store, trx.selectFrom('products').select(['id', 'version']).where('id', '=', productId)).executeTakeFirst();
  if (!row) throw new StoreError('unknown-item');
  if (row.version !== expectedVersion) throw new StoreError('stale-version', { current: row.version });
  return row;
}

/** Removes what points at variants that are going away: cart entries and restock sign-ups (orders keep their own lines). */
async function releaseVariants(trx: Trx, variantIds: string[]): Promise<void> {
  if (variantIds.length === 0) return;
  await trx.deleteFrom('cart_entries').where('variant_id', 'in', variantIds).execute();
  await trx.deleteFrom('restock_signups').where('variant_id', 'in', variantIds).execute();
}

/**
 * Saves a product if it is still at the version the edit was based on (else `stale-version`):
 * its row, its variants (kept by id, new ones added, missing ones removed), version + 1.
 */
export async function updateProduct(store: Store, productId: string, expectedVersion: number, write: ProductWrite): Promise<ProductRecord> {
  await writeTransaction(store, async (trx) => {
    const row = await lockedProduct(store, trx, productId, expectedVersion);
    await assertFree(trx, write, productId);
    const current = await trx.selectFrom('variants').selectAll().where('product_id', '=', productId).execute();
    const byId = new Map(current.map((v) => [v.id, v]));
    const issues: { path: string; message: string }[] = [];
    write.variants.forEach((v, i) => {
      if (v.id !== undefined && !byId.has(v.id)) issues.push({ path: `variants.${String(i)}.id`, message: `${v.id} is not a variant of this product.` });
    });
    if (issues.length > 0) throw new CatalogueInputError(issues);
    for (const v of write.variants) {
      const stored = v.id === undefined ? undefined : byId.get(v.id);
      if (stored && v.stockBasis && (stored.qty_in_stock !== v.stockBasis.qtyInStock || (stored.unlimited === 1) !== v.stockBasis.unlimited)) {
        throw new StoreError('stale-version', { current: row.version });
      }
    }
    const variantIds = write.variants.map((v) => v.id ?? newId());
    const kept = new Set(variantIds);
    const removed = current.filter((v) => !kept.has(v.id)).map((v) => v.id);
    await releaseVariants(trx, removed);
    if (removed.length > 0) await trx.deleteFrom('variants').where('id', 'in', removed).execute();
    // SKUs may move between this product's variants: free them all before writing the new ones.
    for (const v of current.filter((c) => kept.has(c.id))) await trx.updateTable('variants').set({ sku: `~moving~${v.id}` }).where('id', '=', v.id).execute();
    for (const [i, v] of write.variants.entries()) {
      const values = variantRow(v, variantIds[i] ?? newId(), productId, i);
      if (v.id !== undefined) await trx.updateTable('variants').set(values).where('id', '=', v.id).execute();
      else await trx.insertInto('variants').values(values).execute();
    }
    await trx
      .updateTable('products')
      .set({
        ...productColumns(write, productId, variantIds),
        version: row.version + 1,
      })
      .where('id', '=', productId)
      .execute();
  });
  const saved = await findProduct(store, productId);
  if (!saved) throw new StoreError('unknown-item');
  return saved;
}

/** Deletes a product at the expected version, with its variants, cart entries and restock sign-ups. */
export async function deleteProduct(store: Store, productId: string, expectedVersion: number): Promise<void> {
  await writeTransaction(store, async (trx) => {
    await lockedProduct(store, trx, productId, expectedVersion);
    const variants = await trx.selectFrom('variants').select('id').where('product_id', '=', productId).execute();
    await releaseVariants(trx, variants.map((v) => v.id));
    await trx.deleteFrom('cart_entries').where('product_id', '=', productId).execute();
    await trx.deleteFrom('restock_signups').where('product_id', '=', productId).execute();
    await trx.deleteFrom('variants').where('product_id', '=', productId).execute();
    await trx.deleteFrom('products').where('id', '=', productId).execute();
  });
}
