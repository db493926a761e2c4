import { StoreError } from './errors.js';
import { toVariantRecord, type VariantRecord } from './catalog.js';
import type { Store } from './store.js';
import { lockForUpdate, writeTransaction } from './transaction.js';

/** A product as the bulk change was based on: its version and each variant's stock. */
export interface BulkTarget {
  id: string;
  version: number;
  variants: readonly { id: string; qtyInStock: number; unlimited: boolean }[];
}

export interface BulkStored {
  id: string;
  title: string;
  version: number;
  content: unknown;
  variants: VariantRecord[];
}

/** What one product becomes: its variants' prices and stock by id, and its content item. */
export interface BulkRewrite {
  variants: ReadonlyMap<string, Pick<VariantRecord, 'priceCents' | 'salePriceCents' | 'onSale' | 'qtyInStock' | 'unlimited'>>;
  content: unknown;
}

function sameBasis(target: BulkTarget, variants: readonly VariantRecord[]): boolean {
  if (target.variants.length !== variants.length) return false;
  return variants.every((v) => target.variants.some((t) => t.id === v.id && t.qtyInStock === v.qtyInStock && t.unlimited === v.unlimited));
}

/**
 * Rewrites several products in one write transaction, each only if it is still at the version and
 * stock the change was based on: a product deleted, saved or sold since refuses the whole change
 * (`stale-version` with the product's id and title), and nothing is written. Each product's
 * version goes up by one.
 */
export async function bulkUpdateProducts(
  store: Store,
  targets: readonly BulkTarget[],
  rewrite: (stored: BulkStored) => BulkRewrite,
  /** Sees every product as locked before anything is written; throwing refuses the whole change. */
  check: (stored: readonly BulkStored[]) => void = () => undefined,
): Promise<{ id: string; version: number }[]> {
  return writeTransaction(store, async (trx) => {
    const locked: BulkStored[] = [];
    for (const target of targets) {
      const row = await lockForUpdate(store, trx.selectFrom('products').select(['id', 'title', 'version', 'content']).where('id', '=', target.id)).executeTakeFirst();
      const variants = row ? (await trx.selectFrom('variants').selectAll().where('product_id', '=', row.id).orderBy('position').execute()).map(toVariantRecord) : [];
      if (!row || row.version !== target.version || !sameBasis(target, variants)) {
        throw new StoreError('stale-version', { productId: target.id, title: row?.title ?? target.id });
      }
      locked.push({ id: row.id, title: row.title, version: row.version, content: JSON.parse(row.content) as unknown, variants });
    }
    check(locked);
    const saved: { id: string; version: number }[] = [];
    for (const stored of locked) {
      const next = rewrite(stored);
      for (const variant of stored.variants) {
        const after = next.variants.get(variant.id);
        if (!after) continue;
        await trx
          .updateTable('variants')
          .set({
            price_cents: after.priceCents,
            sale_price_cents: after.salePriceCents,
            on_sale: after.onSale ? 1 : 0,
            qty_in_stock: after.qtyInStock,
            unlimited: after.unlimited ? 1 : 0,
          })
          .where('id', '=', variant.id)
          .execute();
      }
      await trx.updateTable('products').set({ content: JSON.stringify(next.content), version: stored.version + 1 }).where('id', '=', stored.id).execute();
      saved.push({ id: stored.id, version: stored.version + 1 });
    }
    return saved;
  });
}
