import { requestHash, sameRequest } from './request-hash.js';
import { decodeCursor, InvalidCursorError, toPage, type Page } from './cursor.js';
import type { Store } from './store.js';
import { lockForUpdate, writeTransaction } from './transaction.js';

/** One variant's stock as the Commerce API answers it. */
export interface InventoryItem {
  variantId: string;
  sku: string;
  /** The product's name and the variant's option values ("Linen apron [Natural, S]"). */
  descriptor: string;
  isUnlimited: boolean;
  quantity: number;
}

export function descriptorOf(title: string, attributesJson: string): string {
  const attributes = JSON.parse(attributesJson) as Record<string, string>;
  const values = Object.values(attributes).filter((v) => typeof v === 'string' && v !== '');
  return values.length === 0 ? title : `${title} [${values.join(', ')}]`;
}

/** Every variant's stock, in the owner's order of products and variants, by cursor. */
export async function listInventory(store: Store, options: { cursor?: string | undefined; limit: number }): Promise<Page<InventoryItem>> {
  const after = options.cursor === undefined ? undefined : decodeCursor(options.cursor, ['number', 'number', 'string']);
  if (options.cursor !== undefined && after === undefined) throw new InvalidCursorError();
  let query = store.db
    .selectFrom('variants')
    .innerJoin('products', 'products.id', 'variants.product_id')
    .select(['variants.id', 'variants.sku', 'variants.attributes', 'variants.unlimited', 'variants.qty_in_stock', 'variants.position', 'products.title', 'products.position as product_position'])
    .orderBy('products.position')
    .orderBy('variants.position')
    .orderBy('variants.id')
    .limit(options.limit + 1);
  if (after) {
    const [productPosition, position, id] = after as [number, number, string];
    query = query.where((eb) =>
      eb.or([
        eb('products.position', '>', productPosition),
        eb.and([eb('products.position', '=', productPosition), eb('variants.position', '>', position)]),
        eb.and([eb('products.position', '=', productPosition), eb('variants.position', '=', position), eb('variants.id', '>', id)]),
      ]),
    );
  }
  const rows = await query.execute();
  const page = toPage(rows, options.limit, (r) => [r.product_position, r.position, r.id]);
  return {
    ...page,
    items: page.items.map((r) => ({
      variantId: r.id,
      sku: r.sku,
      descriptor: descriptorOf(r.title, r.attributes),
      isUnlimited: r.unlimited === 1,
      quantity: r.unlimited === 1 ? 0 : r.qty_in_stock,
    })),
  };
}

export interface StockOperation {
  variantId: string;
  quantity: number;
}

export interface InventoryAdjustment {
  incrementOperations: readonly StockOperation[];
  decrementOperations: readonly StockOperation[];
  setFiniteOperations: readonly StockOperation[];
  setUnlimitedOperations: readonly string[];
}

export type AdjustmentOutcome =
  | { ok: true; replayed: boolean }
  | { ok: false; reason: 'unknown-variant' | 'insufficient-stock' | 'unlimited-stock'; variantId: string; sku?: string }
  | { ok: false; reason: 'idempotency-conflict' };

/** A stock level a count of this size cannot leave (kept within a 32-bit column). */
export const MAX_STOCK = 2_000_000_000;

/**
 * Applies every operation or none, in one write transaction; with an idempotency key, a request
 * already applied under it by this API key is not applied again (`replayed`), and the same key
 * with another body is refused. No stock ever goes below 0 or above `MAX_STOCK`.
 */
export async function adjustInventory(
  store: Store,
  adjustment: InventoryAdjustment,
  idempotency: { apiKeyId: string; key: string } | undefined,
): Promise<AdjustmentOutcome> {
  const hash = requestHash(adjustment);
  const ids = [
    ...adjustment.incrementOperations.map((o) => o.variantId),
    ...adjustment.decrementOperations.map((o) => o.variantId),
    ...adjustment.setFiniteOperations.map((o) => o.variantId),
    ...adjustment.setUnlimitedOperations,
  ];
  return writeTransaction(store, async (trx): Promise<AdjustmentOutcome> => {
    if (idempotency) {
      const seen = await trx
        .selectFrom('api_idempotency')
        .select('request_hash')
        .where('api_key_id', '=', idempotency.apiKeyId)
        .where('idempotency_key', '=', idempotency.key)
        .executeTakeFirst();
      if (seen) return sameRequest(seen.request_hash, hash) ? { ok: true, replayed: true } : { ok: false, reason: 'idempotency-conflict' };
    }
    const rows = ids.length === 0 ? [] : await lockForUpdate(store, trx.selectFrom('variants').select(['id', 'sku', 'qty_in_stock', 'unlimited']).where('id', 'in', ids).orderBy('id')).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing !== undefined) return { ok: false, reason: 'unknown-variant', variantId: missing };
    const next = new Map<string, { qty: number; unlimited: boolean }>();
    const state = (id: string) => {
      const row = byId.get(id);
      if (!row) throw new Error('variant vanished inside its own transaction');
      return next.get(id) ?? { qty: row.qty_in_stock, unlimited: row.unlimited === 1 };
    };
    for (const [ops, sign] of [[adjustment.incrementOperations, 1], [adjustment.decrementOperations, -1]] as const) {
      for (const op of ops) {
        const current = state(op.variantId);
        const sku = byId.get(op.variantId)?.sku ?? '';
        if (current.unlimited) return { ok: false, reason: 'unlimited-stock', variantId: op.variantId, sku };
        const qty = current.qty + sign * op.quantity;
        if (qty < 0 || qty > MAX_STOCK) return { ok: false, reason: 'insufficient-stock', variantId: op.variantId, sku };
        next.set(op.variantId, { qty, unlimited: false });
      }
    }
    for (const op of adjustment.setFiniteOperations) next.set(op.variantId, { qty: op.quantity, unlimited: false });
    for (const id of adjustment.setUnlimitedOperations) next.set(id, { qty: state(id).qty, unlimited: true });
    for (const [id, value] of next) {
      await trx.updateTable('variants').set({ qty_in_stock: value.qty, unlimited: value.unlimited ? 1 : 0 }).where('id', '=', id).execute();
    }
    if (idempotency) {
      await trx
        .insertInto('api_idempotency')
        .values({ api_key_id: idempotency.apiKeyId, idempotency_key: idempotency.key, request_hash: hash, created_at: Date.now() })
        .execute();
    }
    return { ok: true, replayed: false };
  });
}
