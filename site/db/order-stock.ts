import type { Kysely } from 'kysely';
import type { CartView } from './cart-view.js';
import { StoreError } from './errors.js';
import type { Database } from './schema.js';

/** Quantities per variant, in variant id order: one order of locking for every writer. */
function byVariant(lines: readonly { variantId: string; sku: string; quantity: number }[]): [string, { sku: string; quantity: number }][] {
  const wanted = new Map<string, { sku: string; quantity: number }>();
  for (const line of lines) {
    const w = wanted.get(line.variantId) ?? { sku: line.sku, quantity: 0 };
    w.quantity += line.quantity;
    wanted.set(line.variantId, w);
  }
  return [...wanted].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Takes the stock of every limited variant the cart holds, or throws `out-of-stock` naming the
 * first one short (the transaction then rolls back). Each decrement is conditional on the stock
 * left, so concurrent checkouts never oversell.
 */
export async function takeStock(trx: Kysely<Database>, cart: CartView): Promise<void> {
  await takeVariantStock(trx, cart.entries.map((e) => ({ variantId: e.variantId, sku: e.chosenVariant.sku, quantity: e.quantity })));
}

/** The same for lines named by variant (a sale rung up in person). */
export async function takeVariantStock(trx: Kysely<Database>, lines: readonly { variantId: string; sku: string; quantity: number }[]): Promise<void> {
  for (const [variantId, { sku, quantity }] of byVariant(lines)) {
    const result = await trx
      .updateTable('variants')
      .set((eb) => ({ qty_in_stock: eb('qty_in_stock', '-', quantity) }))
      .where('id', '=', variantId)
      .where('unlimited', '=', 0)
      .where('qty_in_stock', '>=', quantity)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) continue;
    const variant = await trx.selectFrom('variants').select(['unlimited', 'qty_in_stock']).where('id', '=', variantId).executeTakeFirst();
    if (variant?.unlimited === 1) continue;
    throw new StoreError('out-of-stock', { sku, available: variant?.qty_in_stock ?? 0 });
  }
}

/** Gives an order's stock back to its limited variants (a variant since removed is skipped). */
export async function returnStock(trx: Kysely<Database>, orderId: string): Promise<void> {
  const lines = await trx.selectFrom('order_lines').select(['variant_id', 'sku', 'quantity']).where('order_id', '=', orderId).execute();
  for (const [variantId, { quantity }] of byVariant(lines.map((l) => ({ variantId: l.variant_id, sku: l.sku, quantity: l.quantity })))) {
    await trx
      .updateTable('variants')
      .set((eb) => ({ qty_in_stock: eb('qty_in_stock', '+', quantity) }))
      .where('id', '=', variantId)
      .where('unlimited', '=', 0)
      .execute();
  }
}
